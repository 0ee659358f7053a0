import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@portal/contracts/routes';
import { useLanguage } from '../../../i18n';
import { useBrand, useBrandFlag } from '../../../lib/brand';
import { LoginPanel } from './login-panel';
import { PasswordRecovery } from './password-recovery';

/** Who a login form is for: /login/alumnos, /login/antiguos (eAmbito 'antiguos'), /login/empresas. */
export type TLoginAudience = 'students' | 'alumni' | 'companies';

/** eAmbito sent by /login/antiguos (SPEC §2). */
export const ALUMNI_AMBITO = 'antiguos';

/** The brand text, sign-in form, recovery and cross links of one audience. */
export function LoginAudience({ audience, withHeading = true }: { audience: TLoginAudience; withHeading?: boolean }) {
  const { t } = useTranslation('auth');
  const brand = useBrand();
  const { lang } = useLanguage();
  const texts = brand.texts[lang];
  const role = audience === 'companies' ? 'company' : 'student';
  // issue #12 item 15: a newcomer finds how to get an account, where the brand offers one.
  const canRegisterStudent = useBrandFlag('canRegistroAlumno');
  const canRequestCompanyAccount = useBrandFlag('registroEmpresas');
  const intro =
    audience === 'companies'
      ? texts.loginCompaniesText
      : audience === 'alumni'
        ? texts.loginAlumniText
        : texts.loginStudentsText;
  return (
    <Stack gap="md">
      {withHeading && <Title order={2}>{t(`headings.${audience}`)}</Title>}
      <Text size="sm">{intro}</Text>
      <LoginPanel role={role} ambito={audience === 'alumni' ? ALUMNI_AMBITO : undefined} />
      <PasswordRecovery role={role} />
      {audience === 'students' && canRegisterStudent && (
        <Anchor component={Link} to={routePath('student-registration')} size="sm">
          {t('links.register')}
        </Anchor>
      )}
      {audience === 'companies' && canRequestCompanyAccount && (
        <Anchor component={Link} to={routePath('account-request')} size="sm">
          {t('links.accountRequest')}
        </Anchor>
      )}
      {audience === 'students' && (
        <Anchor component={Link} to={routePath('login-alumni')} size="sm">
          {t('links.alumni')}
        </Anchor>
      )}
      {audience === 'alumni' && (
        <Anchor component={Link} to={routePath('login-students')} size="sm">
          {t('links.students')}
        </Anchor>
      )}
    </Stack>
  );
}
