import { Button, Group, Modal, NativeSelect, Stack, Text, Title } from '@mantine/core';
import {
  ADHESION_STATES,
  type TAdhesionState,
  type TOfficeAdhesion,
  type TOfficeProgramme,
} from '@portal/contracts/office/programmes.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingPlaceholders } from '../../../../ui/loading-placeholders';
import { useCloseProgramme } from '../api/close-programme';
import { useDecideAdhesion } from '../api/decide-adhesion';
import { useAdhesions } from '../api/list-adhesions';
import { useProgrammes } from '../api/list-programmes';
import { AdhesionsTable } from '../components/adhesions-table';
import { ProgrammesTable } from '../components/programmes-table';
import { ProgrammeForm } from '../components/programme-form';
import { RefuseAdhesionDialog } from '../components/refuse-adhesion-dialog';

/**
 * /gestion/programas (issue #15 'Content the office publishes'): the brand's practice programmes
 * (create, edit, close) and the adhesion requests of students and companies (accept, refuse).
 */
export default function OfficeProgrammesPage() {
  const { t, i18n } = useTranslation('office');
  const programmes = useProgrammes();
  const [estado, setEstado] = useState<TAdhesionState | ''>('solicitada');
  const adhesions = useAdhesions(estado);
  const close = useCloseProgramme();
  const decide = useDecideAdhesion();
  const [editing, setEditing] = useState<TOfficeProgramme | null | undefined>(undefined);
  const [closing, setClosing] = useState<TOfficeProgramme | null>(null);
  const [refusing, setRefusing] = useState<TOfficeAdhesion | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const ca = i18n.language === 'ca';

  const run = async (work: () => Promise<unknown>, message: string) => {
    try {
      await work();
      setDone(message);
    } catch {
      // The API client shows the catalogue popup (63, 65, 91, 240, 241...).
    }
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t('programmes.title')}</Title>
      <Text role="status" size="sm" aria-live="polite">
        {done}
      </Text>
      <Stack gap="sm" component="section" aria-labelledby="programmes-list">
        <Group justify="space-between">
          <Title order={2} size="h3" id="programmes-list">
            {t('programmes.listTitle')}
          </Title>
          <Button onClick={() => setEditing(null)}>{t('programmes.new')}</Button>
        </Group>
        {programmes.data ? (
          <ProgrammesTable items={programmes.data} onEdit={(p) => setEditing(p)} onClose={(p) => setClosing(p)} />
        ) : (
          <LoadingPlaceholders />
        )}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="programmes-adhesions">
        <Title order={2} size="h3" id="programmes-adhesions">
          {t('programmes.adhesions.title')}
        </Title>
        <NativeSelect
          label={t('programmes.adhesions.filter')}
          value={estado}
          maw={260}
          onChange={(e) => setEstado(e.currentTarget.value as TAdhesionState | '')}
          data={[
            { value: '', label: t('programmes.adhesions.any') },
            ...ADHESION_STATES.map((s) => ({ value: s, label: t(`programmes.adhesions.states.${s}`) })),
          ]}
        />
        {adhesions.data ? (
          <AdhesionsTable
            items={adhesions.data}
            busy={decide.isPending}
            onAccept={(a) =>
              void run(
                () => decide.mutateAsync({ id: a.idAdhesion, decision: 'aceptar' }),
                t('programmes.adhesions.accepted'),
              )
            }
            onRefuse={(a) => setRefusing(a)}
          />
        ) : (
          <LoadingPlaceholders />
        )}
      </Stack>
      {editing !== undefined && (
        <ProgrammeForm
          programme={editing}
          onClose={() => {
            setEditing(undefined);
          }}
        />
      )}
      {closing && (
        <Modal
          opened
          onClose={() => setClosing(null)}
          title={t('programmes.closeTitle')}
          closeButtonProps={{ 'aria-label': t('programmes.close') }}
        >
          <Stack gap="sm">
            <Text size="sm">{t('programmes.closeBody', { name: ca ? closing.nombreCa : closing.nombreEs })}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setClosing(null)}>
                {t('programmes.cancel')}
              </Button>
              <Button
                color="red"
                loading={close.isPending}
                onClick={() =>
                  void run(async () => {
                    await close.mutateAsync(closing.idPrograma);
                    setClosing(null);
                  }, t('programmes.closed'))
                }
              >
                {t('programmes.closeProgramme')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
      {refusing && (
        <RefuseAdhesionDialog
          busy={decide.isPending}
          onClose={() => setRefusing(null)}
          onConfirm={(motivo) =>
            void run(async () => {
              await decide.mutateAsync({ id: refusing.idAdhesion, decision: 'rechazar', motivo });
              setRefusing(null);
            }, t('programmes.adhesions.refused'))
          }
        />
      )}
    </Stack>
  );
}
