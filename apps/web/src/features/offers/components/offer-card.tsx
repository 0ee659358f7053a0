import { Anchor, Avatar, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TOfferCard } from '@portal/contracts/offers/offers.schemas';
import { useLanguage } from '../../../i18n';
import { useBrandFlag } from '../../../lib/brand';
import { formatDate } from '../../../lib/dates';
import { formatEuros } from '../../../lib/numbers';
import { closesSoon } from '../utils/closes-soon';
import { offerPath } from '../utils/offer-paths';

/** #16 part 2: the company's initials, shown where there is no logo or it fails to load. */
export function initialsOf(name: string | null): string {
  if (!name) return '?';
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return (words.length > 1 ? `${words[0][0]}${words[1][0]}` : (words[0] ?? '?').slice(0, 2)).toUpperCase();
}

/**
 * SPEC §2 Offer card: title linking to the offers route of its type plus its access url; company,
 * place, dates and profile; the reference (idoferta) only when the brand shows it. #16 part 2:
 * the company's logo (its initials when there is none or it fails), modality, pay or study aid,
 * the closing date, the highlighted and closing-soon marks and 'Inscrito' when already applied.
 * Kept compact at 360 px: the facts share one wrapping line.
 */
export function OfferCard({
  offer,
  headingLevel = 3,
  applied = false,
}: {
  offer: TOfferCard;
  headingLevel?: 2 | 3 | 4;
  applied?: boolean;
}) {
  const { t } = useTranslation('offers');
  const showReference = useBrandFlag('mostrarReferenciaOferta');
  const headingId = useId();
  const { lang } = useLanguage();
  const place = [offer.provincia, offer.nombreIsla].filter(Boolean).join(' · ');
  const closes = formatDate(offer.fechaCaducidad, lang);
  const facts = [
    offer.idModalidad ? t(`facts.modalities.${offer.idModalidad}`, { defaultValue: '' }) : null,
    offer.salario ? t('card.salaryYear', { amount: formatEuros(offer.salario, lang) }) : null,
    // The offer form writes 0 when there is no study aid.
    offer.ayudaEstudio ? t('card.studyAidMonth', { amount: formatEuros(offer.ayudaEstudio, lang) }) : null,
    closes ? t('card.closes', { date: closes }) : null,
  ].filter(Boolean);
  return (
    <Card component="article" withBorder padding="md" radius="md" aria-labelledby={headingId} data-testid="offer-card">
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <Avatar
          radius="md"
          size="md"
          color="gray"
          aria-hidden="true"
          src={offer.logo ?? null}
          alt=""
          imageProps={{ loading: 'lazy', width: 38, height: 38, style: { objectFit: 'contain' } }}
          data-testid="offer-logo"
        >
          {initialsOf(offer.empresa)}
        </Avatar>
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Title order={headingLevel} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={offerPath(offer.tipo, offer.urlAcceso)} inherit>
              {offer.titulo}
            </Anchor>
          </Title>
          <Text size="sm" fw={600}>
            {offer.empresa ?? t('card.hiddenCompany')}
          </Text>
          <Group gap="xs">
            <Badge variant="dot" color="gray">
              {offer.textoPerfilOferta === 'Prácticas'
                ? t('card.internship')
                : offer.tipo === 'alternancia'
                  ? t('card.alternance')
                  : t('card.job')}
            </Badge>
            {offer.fechaDestacada && (
              <Badge variant="filled" color="dark">
                {t('card.highlighted', { date: offer.fechaDestacada })}
              </Badge>
            )}
            {closesSoon(offer.fechaCaducidad) && (
              <Badge variant="light" color="orange.9" data-testid="offer-closes-soon">
                {t('card.closesSoon')}
              </Badge>
            )}
            {applied && (
              <Badge variant="filled" color="green" data-testid="offer-applied">
                {t('card.applied')}
              </Badge>
            )}
          </Group>
          {place && <Text size="sm">{t('card.place', { place })}</Text>}
          {facts.length > 0 && (
            <Text size="sm" data-testid="offer-facts">
              {facts.join(' · ')}
            </Text>
          )}
          {offer.fecha && <Text size="sm">{t('card.published', { date: offer.fecha })}</Text>}
          {showReference && (
            <Text size="sm" data-testid="offer-reference">
              {t('card.reference', { id: offer.idoferta })}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
