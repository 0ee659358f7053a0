import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LoginAudience } from '../components/login-audience';
import { LoginLayout } from '../components/login-layout';
import { RECOVERY_ANCHOR } from '../components/password-recovery';

type TTab = 'students' | 'companies';

/**
 * /login and /login/{id}: both sign-in forms as tabs (students, companies). Only the active tab's
 * form is in the page, so each label names one field.
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  // The recovery link of error 3 points at the companies' form.
  const [tab, setTab] = useState<TTab>(location.hash === `#${RECOVERY_ANCHOR}` ? 'companies' : 'students');
  return (
    <LoginLayout>
      <Tabs
        value={tab}
        onChange={(value) => setTab(value === 'companies' ? 'companies' : 'students')}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('tabs.label')} grow mb="md">
          <Tabs.Tab value="students">{t('tabs.students')}</Tabs.Tab>
          <Tabs.Tab value="companies">{t('tabs.companies')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="students">
          <LoginAudience audience="students" withHeading={false} />
        </Tabs.Panel>
        <Tabs.Panel value="companies">
          <LoginAudience audience="companies" withHeading={false} />
        </Tabs.Panel>
      </Tabs>
    </LoginLayout>
  );
}
