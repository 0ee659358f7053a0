import { Anchor, Container, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { useCompanyData } from '../api/get-company-data';
import { BillingAccountsSection } from '../components/billing-accounts-section';
import { CompanyLogoSection } from '../components/company-logo-section';
import { CompanyDataForm } from '../components/company-data-form';
import { ContactsSection } from '../components/contacts-section';
import { WorkCentresSection } from '../components/work-centres-section';

/** SPEC §2 /mi-empresa (/la-meva-empresa): company data, work centres, billing accounts, contacts. */
export default function MyCompanyPage() {
  const { t } = useTranslation('company');
  const company = useCompanyData();
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Title order={1}>{t('myCompany.title')}</Title>
        <Group gap="lg">
          <Anchor component={Link} to="/subir-convenio-firmado">
            {t('myCompany.agreementsLink')}
          </Anchor>
          <Anchor component={Link} to="/mi-perfil">
            {t('myCompany.profileLink')}
          </Anchor>
        </Group>
        {company.isPending && <LoadingPlaceholders count={2} cols={1} />}
        {company.data && (
          <>
            <section aria-labelledby="company-data-title">
              <Stack gap="sm">
                <Title order={2} size="h3" id="company-data-title">
                  {t('myCompany.dataTitle')}
                </Title>
                <Text size="sm">{t('myCompany.cif', { cif: company.data.cif })}</Text>
                <CompanyDataForm key={company.dataUpdatedAt} company={company.data} />
              </Stack>
            </section>
            <Divider />
            <section aria-labelledby="company-logo-title">
              <CompanyLogoSection
                logo={company.data.logo}
                companyName={company.data.nombreComercial ?? company.data.nombre}
              />
            </section>
            <Divider />
            <section aria-label={t('centres.title')}>
              <WorkCentresSection centres={company.data.centrosTrabajo} />
            </section>
            <Divider />
            <section aria-label={t('billing.title')}>
              <BillingAccountsSection accounts={company.data.cuentasFacturacion} />
            </section>
          </>
        )}
        <Divider />
        <section aria-label={t('contacts.title')}>
          <ContactsSection />
        </section>
      </Stack>
    </Container>
  );
}
