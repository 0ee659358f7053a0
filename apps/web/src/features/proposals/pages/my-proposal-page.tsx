import { Box, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useCatalogueText, useLanguage } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { useProposal } from '../api/get-proposal';
import { CandidateCvPanel, DESK_QUERY } from '../components/candidate-cv-panel';
import { CandidateDrawer } from '../components/candidate-drawer';
import { CandidatesSection } from '../components/candidates-section';
import { ExportMenu } from '../../../ui/exports/export-menu';
import { portalExportClient } from '../../../ui/exports/portal-export-client';
import { InfoList } from '../components/info-list';
import { OfficeDecisionNotice } from '../components/office-decision-notice';
import { ProposalActions } from '../components/proposal-actions';
import { ProposalBadges } from '../components/proposal-badges';
import { ReadableAlert } from '../../../ui/readable-alert';
import { formatDate } from '../../../lib/dates';

/**
 * SPEC §2 /mis-propuestas/{id}: one of my offers with its candidates ('unread only' filter) and
 * the candidate detail with the state change (?candidato={idCandidatura} keeps it linkable), and
 * the CV beside the list (?cv={idCandidatura}, #16 part 6).
 */
// On a desk the list and the CV share the width; the list keeps the larger part.
const withCvStyle = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: 'var(--mantine-spacing-md)',
  alignItems: 'start',
} as const;

function idParam(value: string | null): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}

export default function MyProposalPage() {
  const { t } = useTranslation('proposals');
  const { lang } = useLanguage();
  const catalogue = useCatalogueText();
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const onlyUnread = params.get('soloNoLeidos') === '1';
  const openCandidate = idParam(params.get('candidato'));
  const openCv = idParam(params.get('cv'));
  const desk = useMediaQuery(DESK_QUERY, true, { getInitialValueInEffect: false });
  // #16 part 6: table or board, kept in the URL (?vista=tablero).
  const view = params.get('vista') === 'tablero' ? 'tablero' : 'tabla';
  const { data: proposal, error } = useProposal(id, onlyUnread);

  const setParam = (name: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: name === 'soloNoLeidos' || name === 'vista' || name === 'cv' },
    );

  if (error) {
    const code = error instanceof ApiError ? error.status : 1;
    return (
      <Stack gap="lg">
        <Title order={1}>{t('detail.title')}</Title>
        <ReadableAlert color="red.9" title={catalogue(code).titulo}>
          {catalogue(code).cuerpo}
        </ReadableAlert>
      </Stack>
    );
  }
  if (!proposal) return <LoadingPlaceholders count={2} cols={1} />;
  const p = proposal;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{p.titulo}</Title>
        <ProposalBadges
          estado={p.estado}
          idEstado={p.idEstado}
          tipo={p.tipo}
          idoferta={p.idoferta}
          caducaPronto={p.caducaPronto}
          conCandidatoPreseleccionado={p.conCandidatoPreseleccionado}
        />
      </Stack>
      <Card withBorder radius="md" padding="lg">
        <InfoList
          items={[
            { label: t('detail.published'), value: p.fecha },
            { label: t('form.fields.fechaInicio'), value: formatDate(p.fechaInicio, lang) },
            { label: t('form.fields.fechaFin'), value: formatDate(p.fechaFin, lang) },
            { label: t('form.fields.fechaCaducidad'), value: formatDate(p.fechaCaducidad, lang) },
            { label: t('form.fields.plazas'), value: p.plazas },
            { label: t('form.fields.localidad'), value: [p.localidad, p.provincia].filter(Boolean).join(', ') },
            {
              label: t('detail.preselectedCandidate'),
              value: p.candidatoPreseleccionado
                ? `${p.candidatoPreseleccionado.nombre} ${p.candidatoPreseleccionado.apellidos}`
                : null,
            },
            { label: t('detail.closedOn'), value: formatDate(p.fechaCierre, lang) },
            {
              label: t('close.question'),
              value:
                p.candidatoUniversidadElegido === null
                  ? null
                  : p.candidatoUniversidadElegido
                    ? t('sheet.yes')
                    : t('sheet.no'),
            },
          ]}
        />
      </Card>
      <OfficeDecisionNotice decision={p.decisionOficina} />
      <ProposalActions proposal={p} />
      <Box style={desk && openCv !== null ? withCvStyle : undefined}>
        <section aria-labelledby="candidates-heading">
          <Group justify="space-between" align="center" mb="sm">
            <Title order={2} size="h3" id="candidates-heading">
              {t('detail.candidates', { count: p.numCandidatos })}
            </Title>
            <Group gap="sm">
              <Switch
                label={t('detail.onlyUnread', { count: p.numCandidatosNoLeidos })}
                checked={onlyUnread}
                onChange={(e) => setParam('soloNoLeidos', e.currentTarget.checked ? '1' : null)}
              />
              {/* #17 'Exports': the candidates of this offer, with the page's unread filter. */}
              <ExportMenu
                lista="candidatos"
                path={`/api/Empresa/procesos/${encodeURIComponent(id ?? '')}/candidatos/exportar`}
                filters={{ soloNoLeidos: onlyUnread ? 'true' : undefined }}
                client={portalExportClient}
              />
            </Group>
          </Group>
          {p.candidatos.length === 0 ? (
            <Text>{t('detail.noCandidates')}</Text>
          ) : (
            <CandidatesSection
              candidates={p.candidatos}
              view={view}
              onViewChange={(v) => setParam('vista', v === 'tablero' ? v : null)}
              onOpen={(candidate) => setParam('candidato', String(candidate))}
              onOpenCv={(candidate) => setParam('cv', String(candidate))}
            />
          )}
          {p.numCandidatos > 0 && (
            <Text size="sm" mt="xs">
              {t('detail.unreadCount', { count: p.numCandidatosNoLeidos })}
            </Text>
          )}
        </section>
        <CandidateCvPanel idCandidatura={openCv} desk={desk} onClose={() => setParam('cv', null)} />
      </Box>
      <CandidateDrawer idCandidatura={openCandidate} onClose={() => setParam('candidato', null)} />
    </Stack>
  );
}
