import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useWithdrawApplication } from '../api/withdraw-application';

/** SPEC §4 Candidature: unenrol (only before the company processes it), after a confirmation. */
export function WithdrawButton({
  urlOferta,
  titulo,
  onDone,
}: {
  urlOferta: string;
  titulo: string;
  onDone?: () => void;
}) {
  const { t } = useTranslation('applications');
  const withdraw = useWithdrawApplication();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button size="xs" variant="default" onClick={open} aria-label={`${t('withdraw.button')}: ${titulo}`}>
        {t('withdraw.button')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('withdraw.title')} centered>
        <Text>{t('withdraw.body', { title: titulo })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={withdraw.isPending}
            onClick={() =>
              // Not mutate's callbacks: the refreshed lists drop the application, which unmounts this
              // button before they would run, and the detail page never left for the list.
              void withdraw
                .mutateAsync(urlOferta)
                .then(() => {
                  close();
                  onDone?.();
                })
                .catch(() => undefined)
            }
            data-autofocus
          >
            {t('withdraw.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
