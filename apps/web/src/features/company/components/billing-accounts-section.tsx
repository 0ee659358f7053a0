import { Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFiscalAccount } from '@portal/contracts/company/company.schemas';
import { useSaveBillingAccount } from '../api/save-billing-account';
import { BillingAccountForm } from './billing-account-form';

/** SPEC §2 /mi-empresa billing accounts (SPEC §3/§5 Fiscal account): list, add, edit. */
export function BillingAccountsSection({ accounts }: { accounts: readonly TFiscalAccount[] }) {
  const { t } = useTranslation(['company', 'common']);
  const [editing, setEditing] = useState<TFiscalAccount | 'new' | null>(null);
  const save = useSaveBillingAccount();
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('billing.title')}
        </Title>
        <Button variant="light" onClick={() => setEditing('new')}>
          {t('billing.add')}
        </Button>
      </Group>
      {accounts.length === 0 && <Text>{t('billing.empty')}</Text>}
      {accounts.map((account) => (
        <Card key={account.idCuenta} withBorder padding="sm">
          <Group justify="space-between" wrap="wrap">
            <div>
              <Text fw={600}>
                {account.NombreFiscal} · {account.CIF}
              </Text>
              <Text size="sm">
                {[account.domicilioFiscal, account.cp, account.poblacion, account.Provincia].filter(Boolean).join(', ')}
              </Text>
              {account.requiereEnvioPostalFacturas && (
                <Badge variant="dot" color="blue" mt={4}>
                  {t('billing.postal', { address: account.domicilioEnvioPostal ?? '' })}
                </Badge>
              )}
            </div>
            <Button
              size="xs"
              variant="light"
              onClick={() => setEditing(account)}
              aria-label={t('billing.editOf', { name: account.NombreFiscal })}
            >
              {t('edit', { ns: 'common' })}
            </Button>
          </Group>
        </Card>
      ))}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('billing.add') : t('billing.edit')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('close', { ns: 'common' }) }}
      >
        {editing !== null && (
          <BillingAccountForm
            account={editing === 'new' ? null : editing}
            pending={save.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={(body) => save.mutate(body, { onSuccess: () => setEditing(null) })}
          />
        )}
      </Modal>
    </Stack>
  );
}
