import { Anchor, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TProposalCard } from '@portal/contracts/proposals/proposals.schemas';
import { OFFER_STATE_IDS } from '@portal/contracts/proposals/states';
import { routePath } from '@portal/contracts/routes';
import { ProposalBadges } from './proposal-badges';
import { formatDate } from '../../../lib/dates';
import { useLanguage } from '../../../i18n';

/** SPEC §3 offer card as the company sees its own offers: state, dates, candidates, links. */
export function ProposalCard({ proposal }: { proposal: TProposalCard }) {
  const { t } = useTranslation('proposals');
  const { lang } = useLanguage();
  const headingId = useId();
  const p = proposal;
  return (
    <Card component="article" withBorder radius="md" padding="md" aria-labelledby={headingId}>
      <Stack gap={6}>
        <Title order={2} size="h4" id={headingId}>
          <Anchor component={Link} to={routePath('my-proposal', { id: p.urlAcceso })}>
            {p.titulo}
          </Anchor>
        </Title>
        <ProposalBadges
          estado={p.estado}
          idEstado={p.idEstado}
          tipo={p.tipo}
          idoferta={p.idoferta}
          caducaPronto={p.caducaPronto}
          conCandidatoPreseleccionado={p.conCandidatoPreseleccionado}
        />
        <Text size="sm">
          {[
            p.fecha
              ? t(p.idEstado <= OFFER_STATE_IDS.pendiente_validacion ? 'card.created' : 'card.published', {
                  date: p.fecha,
                })
              : null,
            p.fechaCaducidad ? t('card.expires', { date: formatDate(p.fechaCaducidad, lang) }) : null,
            p.provincia,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <Text size="sm" fw={500}>
          {t('card.candidates', { count: p.numCandidatos })}
          {p.numCandidatosNoLeidos > 0 && ` · ${t('card.unread', { count: p.numCandidatosNoLeidos })}`}
        </Text>
        <Group gap="md">
          <Anchor component={Link} to={routePath('my-proposal', { id: p.urlAcceso })} size="sm">
            {t('card.manage')}
            <VisuallyHidden component="span">{`: ${p.titulo}`}</VisuallyHidden>
          </Anchor>
          {p.bloqueoEdicion === null && (
            <Anchor component={Link} to={routePath('edit-proposal', { idOferta: p.idoferta })} size="sm">
              {t('actions.edit')}
              <VisuallyHidden component="span">{`: ${p.titulo}`}</VisuallyHidden>
            </Anchor>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
