import { List, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TOfferDetail } from '@portal/contracts/offers/offers.schemas';
import { StatusBadge } from '../../../ui/status-badge';

/** 'Cumples' or 'No cumples', in words beside the colour (issue #16 part 8). */
function Met({ met }: { met: boolean }) {
  const { t } = useTranslation('offers');
  return (
    <StatusBadge tone={met ? 'good' : 'bad'} size="sm">
      {met ? t('facts.met') : t('facts.notMet')}
    </StatusBadge>
  );
}

/**
 * Issue #16 part 4: the offer's requirements I meet or not, as the API judges them with the
 * enrolment rules (dameOferta `encaje`): my degree, the level, each language, and any other
 * requirement of my CV that fails. Nothing when the answer has no judgement (a preview).
 */
export function OfferFitList({ offer }: { offer: TOfferDetail }) {
  const { t } = useTranslation('offers');
  const fit = offer.encaje;
  if (!fit) return null;
  const languages = offer.idiomas.map((l) => ({
    label: [l.idioma, l.nivel].filter(Boolean).join(' '),
    met: fit.idiomas.find((f) => f.idIdioma === l.idIdioma)?.cumple ?? false,
    key: l.idIdioma,
  }));
  const rows = [
    ...(fit.titulacion === null ? [] : [{ key: 'degree', label: t('facts.degree'), met: fit.titulacion }]),
    ...(fit.nivel === null ? [] : [{ key: 'level', label: t('facts.level'), met: fit.nivel }]),
    ...languages.map((l) => ({ key: `language-${l.key}`, label: l.label, met: l.met })),
    ...fit.otrosNoCumplidos.map((label) => ({ key: `other-${label}`, label, met: false })),
  ];
  return (
    <div data-testid="offer-fit">
      <Title order={3} size="h5" mb="xs">
        {t('facts.requirements')}
      </Title>
      {rows.length === 0 ? (
        <Text>{t('facts.noRequirements')}</Text>
      ) : (
        <List spacing={6} listStyleType="none" p={0}>
          {rows.map((row) => (
            <List.Item key={row.key}>
              <Text component="span" mr="xs">
                {row.label}
              </Text>
              <Met met={row.met} />
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
