import { Badge, Button, Card, Group, Modal, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZEditContactBody, type TCompanyContact } from '@portal/contracts/company/company-contacts.schemas';
import { isContactEmail } from '@portal/contracts/validation/email';
import { useAddContact } from '../api/add-contact';
import { useAddContactByEmail, type TContactRole } from '../api/add-contact-by-email';
import { useEditContact } from '../api/edit-contact';
import { useContacts } from '../api/get-contacts';
import { ZNewContactForm } from '../utils/form-schemas';
import { ContactForm } from './contact-form';

/** addContactoEmpresa_*_PorEmail: an existing company user joins my company as tutor (97) or contact (96). */
function AddByEmailForm() {
  const { t } = useTranslation(['company', 'common']);
  const add = useAddContactByEmail();
  const [role, setRole] = useState<TContactRole>('tutor');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) return setError(t('validation.required', { ns: 'common' }));
    if (!isContactEmail(value)) return setError(t('validation.email', { ns: 'common' }));
    setError(null);
    add.mutate({ role, email: value }, { onSuccess: () => setEmail('') });
  };
  return (
    <form noValidate onSubmit={submit} aria-label={t('contacts.byEmailTitle')}>
      <Stack gap="xs">
        <Text fw={600}>{t('contacts.byEmailTitle')}</Text>
        <SegmentedControl
          value={role}
          onChange={(v) => setRole(v as TContactRole)}
          data={[
            { value: 'tutor', label: t('contacts.asTutor') },
            { value: 'contact', label: t('contacts.asContact') },
          ]}
          aria-label={t('contacts.role')}
        />
        <Group align="flex-start">
          <TextInput
            label={t('fields.email')}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={error}
            aria-invalid={error ? true : undefined}
          />
          <Button type="submit" mt={24} loading={add.isPending}>
            {t('contacts.addByEmail')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** SPEC §2 /mi-empresa contacts: list, add (set-password mail), edit, add tutor/contact by email. */
export function ContactsSection() {
  const { t } = useTranslation(['company', 'common']);
  const contacts = useContacts();
  const add = useAddContact();
  const edit = useEditContact();
  const [editing, setEditing] = useState<TCompanyContact | 'new' | null>(null);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('contacts.title')}
        </Title>
        <Button variant="light" onClick={() => setEditing('new')}>
          {t('contacts.add')}
        </Button>
      </Group>
      {(contacts.data ?? []).map((contact) => (
        <Card key={contact.idContacto} withBorder padding="sm">
          <Group justify="space-between" wrap="wrap">
            <div>
              <Text fw={600}>
                {contact.nombre} {contact.apellidos}
              </Text>
              <Text size="sm">{[contact.puesto, contact.email, contact.telefono1].filter(Boolean).join(' · ')}</Text>
              <Group gap={4} mt={4}>
                {contact.principal && (
                  <Badge variant="dot" color="blue">
                    {t('contacts.main')}
                  </Badge>
                )}
                {contact.tipoContacto.includes(2) && (
                  <Badge variant="dot" color="blue">
                    {t('contacts.tutor')}
                  </Badge>
                )}
                {!contact.tieneUsuario && (
                  <Badge variant="dot" color="blue">
                    {t('contacts.noUser')}
                  </Badge>
                )}
              </Group>
            </div>
            <Button
              size="xs"
              variant="light"
              onClick={() => setEditing(contact)}
              aria-label={t('contacts.editOf', { name: `${contact.nombre} ${contact.apellidos}` })}
            >
              {t('edit', { ns: 'common' })}
            </Button>
          </Group>
        </Card>
      ))}
      <AddByEmailForm />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('contacts.add') : t('contacts.edit')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('close', { ns: 'common' }) }}
      >
        {editing === 'new' && (
          <ContactForm
            label={t('contacts.add')}
            schema={ZNewContactForm}
            contact={null}
            withPassword
            pending={add.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={({ confirmacionPassword: _confirmation, ...body }) =>
              add.mutate(body, { onSuccess: () => setEditing(null) })
            }
          />
        )}
        {editing !== null && editing !== 'new' && (
          <ContactForm
            label={t('contacts.edit')}
            schema={ZEditContactBody}
            contact={editing}
            pending={edit.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={(body) => edit.mutate(body, { onSuccess: () => setEditing(null) })}
          />
        )}
      </Modal>
    </Stack>
  );
}
