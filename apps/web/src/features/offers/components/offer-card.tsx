import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TOfferCard } from '@portal/contracts/offers/offers.schemas';
import { useBrandFlag } from '../../../lib/brand';
import { offerPath } from '../utils/offer-paths';

/**
 * SPEC §2 Offer card: title linking to the offers route of its type plus its access url; company,
 * place, dates and profile; the reference (idoferta) only when the brand shows it.
 */
export function OfferCard({ offer, headingLevel = 3 }: { offer: TOfferCard; headingLevel?: 2 | 3 | 4 }) {
  const { t } = useTranslation('offers');
  const showReference = useBrandFlag('mostrarReferenciaOferta');
  const headingId = useId();
  const place = [offer.provincia, offer.nombreIsla].filter(Boolean).join(' · ');
  return (
    <Card component="article" withBorder padding="md" radius="md" aria-labelledby={headingId} data-testid="offer-card">
      <Stack gap={6}>
        <Title order={headingLevel} size="h5" id={headingId}>
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
        </Group>
        {place && <Text size="sm">{t('card.place', { place })}</Text>}
        {offer.fecha && <Text size="sm">{t('card.published', { date: offer.fecha })}</Text>}
        {showReference && (
          <Text size="sm" data-testid="offer-reference">
            {t('card.reference', { id: offer.idoferta })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
