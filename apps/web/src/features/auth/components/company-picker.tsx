import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCompanyChoice } from '@portal/contracts/auth/auth.schemas';

/** SPEC §4 Login: a contact of several companies picks the one to sign in for. */
export function CompanyPicker({
  empresas,
  submitting,
  onPick,
  onBack,
}: {
  empresas: readonly TCompanyChoice[];
  submitting: boolean;
  onPick: (idEmpresa: number) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('auth');
  const [value, setValue] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const firstRadio = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    setTried(true);
    if (!value) {
      firstRadio.current?.focus();
      return;
    }
    onPick(Number(value));
  }

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text>{t('picker.intro')}</Text>
        <Radio.Group
          label={t('picker.legend')}
          value={value}
          onChange={setValue}
          error={tried && !value ? t('validation.required', { ns: 'common' }) : undefined}
        >
          <Stack gap="xs" mt="xs">
            {empresas.map((company, index) => (
              <Radio
                key={company.idEmpresa}
                ref={index === 0 ? firstRadio : undefined}
                value={String(company.idEmpresa)}
                label={company.nombre}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Group gap="sm">
          <Button type="submit" loading={submitting}>
            {t('submit')}
          </Button>
          <Button type="button" variant="subtle" onClick={onBack}>
            {t('picker.back')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
