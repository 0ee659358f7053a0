import { Button, Card, Stack, Text, Textarea, Title } from '@mantine/core';
import type { TTutoringSheet } from '@portal/contracts/office/tutoring.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/dates';
import { useAddFollowUp } from '../api/add-follow-up';

/** The tutor's follow-up notes, newest first, and the form that adds one. */
export function FollowUps({ sheet }: { sheet: TTutoringSheet }) {
  const { t, i18n } = useTranslation('office');
  const add = useAddFollowUp(sheet.idPractica);
  const [texto, setTexto] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <section aria-labelledby="tutoring-follow-ups">
      <Title order={2} size="h4" mb="xs" id="tutoring-follow-ups">
        {t('tutoring.followUps.title')}
      </Title>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!texto.trim()) {
            setError(t('tutoring.evaluation.required'));
            return;
          }
          setError(null);
          add.mutate(texto.trim(), { onSuccess: () => setTexto('') });
        }}
      >
        <Stack gap="xs" mb="sm">
          <Textarea
            label={t('tutoring.followUps.new')}
            value={texto}
            maxLength={4000}
            autosize
            minRows={2}
            error={error}
            onChange={(e) => setTexto(e.currentTarget.value)}
          />
          <div>
            <Button type="submit" size="sm" loading={add.isPending}>
              {t('tutoring.followUps.add')}
            </Button>
          </div>
        </Stack>
      </form>
      {sheet.seguimiento.length === 0 ? (
        <Text size="sm">{t('tutoring.followUps.none')}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {sheet.seguimiento.map((note) => (
            <Card component="li" withBorder padding="xs" key={note.id}>
              <Text size="xs">
                {formatDateTime(note.fecha, i18n.language)} · {note.autor ?? '—'}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {note.texto}
              </Text>
            </Card>
          ))}
        </Stack>
      )}
    </section>
  );
}
