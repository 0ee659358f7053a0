import { Button, Group, Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCompanyChoice } from '@portal/contracts/auth/auth.schemas';

/**
 * SPEC §4 Login, within the survey sign-in: a contact of several companies picks the one to sign
 * in for. The choice is held by the panel (`value`), which also decides when `missing` shows.
 */
export function SurveyCompanyPick({
  empresas,
  value,
  onChange,
  missing,
  submitting,
  onSubmit,
  onBack,
}: {
  empresas: readonly TCompanyChoice[];
  value: string | null;
  onChange: (value: string | null) => void;
  missing: boolean;
  submitting: boolean;
  onSubmit: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation(['surveys', 'common']);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="sm">
        <Radio.Group
          label={t('login.pickCompany')}
          value={value}
          onChange={onChange}
          withAsterisk
          error={missing && !value ? t('validation.required', { ns: 'common' }) : undefined}
        >
          <Stack gap="xs" mt="xs">
            {empresas.map((empresa) => (
              <Radio key={empresa.idEmpresa} value={String(empresa.idEmpresa)} label={empresa.nombre} />
            ))}
          </Stack>
        </Radio.Group>
        <Group gap="sm">
          <Button type="submit" loading={submitting}>
            {t('login.submit')}
          </Button>
          <Button variant="default" onClick={onBack}>
            {t('back', { ns: 'common' })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
