import { Button, Container, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZEditOwnContactBody } from '@portal/contracts/company/company-contacts.schemas';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { useEditProfile } from '../api/edit-profile';
import { useProfile } from '../api/get-profile';
import { useRequestPasswordLink } from '../api/request-password-link';
import { useSetReceiveInfo } from '../api/set-receive-info';
import { ContactForm } from '../components/contact-form';

/** SPEC §2 /mi-perfil: the signed-in contact's own data (editaUsuario), the information consent, password change. */
export default function MyProfilePage() {
  const { t } = useTranslation('company');
  const profile = useProfile();
  const edit = useEditProfile();
  const receive = useSetReceiveInfo();
  const passwordLink = useRequestPasswordLink();
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <Title order={1}>{t('profile.title')}</Title>
        {profile.isPending && <LoadingPlaceholders count={1} cols={1} />}
        {profile.data && (
          <>
            <ContactForm
              key={profile.dataUpdatedAt}
              label={t('profile.title')}
              schema={ZEditOwnContactBody}
              contact={profile.data}
              pending={edit.isPending}
              onSubmit={(body) => edit.mutate(body)}
            />
            <Switch
              label={t('profile.receiveInfo')}
              checked={
                receive.isPending
                  ? (receive.variables ?? profile.data.recibirInformacion)
                  : profile.data.recibirInformacion
              }
              onChange={(event) => receive.mutate(event.currentTarget.checked)}
            />
            <Stack gap={4}>
              <Text size="sm">{t('profile.changePasswordHint')}</Text>
              <Group>
                <Button
                  variant="light"
                  loading={passwordLink.isPending}
                  onClick={() => profile.data && passwordLink.mutate(profile.data.email)}
                >
                  {t('profile.changePassword')}
                </Button>
              </Group>
            </Stack>
          </>
        )}
      </Stack>
    </Container>
  );
}
