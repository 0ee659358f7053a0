import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOfferDetail } from '@portal/contracts/offers/offers.schemas';
import { useLanguage } from '../../../i18n';
import { formatDate } from '../../../lib/dates';
import { formatEuros, formatNumber } from '../../../lib/numbers';
import { OfferDeadline } from './offer-deadline';
import { OfferFitList } from './offer-fit-list';

/** One fact: a term and what the offer says; nothing when it says nothing. */
function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <div data-testid={testId}>
      <Text size="sm" fw={700} component="dt">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

/** Lines of a fact with several parts (hours, pay), or null when none is given. */
function lines(parts: Array<string | null | false>): ReactNode {
  const given = parts.filter((p): p is string => Boolean(p));
  if (given.length === 0) return null;
  return given.map((p) => (
    <Text component="span" display="block" key={p}>
      {p}
    </Text>
  ));
}

/**
 * Issue #16 part 4: what a student decides on, at the top of the offer: place and modality, dates,
 * hours, pay or study aid, the deadline ('closes in N days') and the requirements she meets or not.
 * Dates and amounts through Intl in her language (dd/mm/yyyy, decimal comma).
 */
export function OfferFacts({ offer }: { offer: TOfferDetail }) {
  const { t } = useTranslation('offers');
  const { lang } = useLanguage();
  const place = [offer.localidad, offer.provincia, offer.nombreIsla].filter(Boolean).join(', ');
  const start = formatDate(offer.fechaInicio, lang);
  const end = formatDate(offer.fechaFin, lang);
  const hours = (value: number | null, key: 'hoursWeek' | 'hoursDay') =>
    value !== null && t(`facts.${key}`, { hours: formatNumber(value, lang) });
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="offer-facts-title">
      <Title order={2} size="h4" mb="sm" id="offer-facts-title">
        {t('facts.title')}
      </Title>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm" component="dl" m={0}>
          <Fact label={t('facts.place')} testId="fact-place">
            {lines([place || null, offer.internacional && t('facts.international')])}
          </Fact>
          <Fact label={t('facts.modality')}>
            {offer.idModalidad !== null
              ? t(`facts.modalities.${offer.idModalidad}`, { defaultValue: String(offer.idModalidad) })
              : null}
          </Fact>
          <Fact label={t('facts.dates')} testId="fact-dates">
            {start && end
              ? t('facts.datesRange', { start, end })
              : start
                ? t('facts.datesFrom', { start })
                : end
                  ? t('facts.datesUntil', { end })
                  : null}
          </Fact>
          <Fact label={t('facts.hours')}>
            {lines([hours(offer.horasSemana, 'hoursWeek'), hours(offer.horasDia, 'hoursDay'), offer.horario])}
          </Fact>
          <Fact label={t('facts.pay')} testId="fact-pay">
            {lines([
              offer.salario !== null && t('facts.salary', { amount: formatEuros(offer.salario, lang) }),
              offer.ayudaEstudio !== null && t('facts.studyAid', { amount: formatEuros(offer.ayudaEstudio, lang) }),
              offer.otraRemuneracion,
            ]) ?? t('facts.payNotGiven')}
          </Fact>
          <Fact label={t('facts.deadline')} testId="fact-deadline">
            <OfferDeadline fechaCaducidad={offer.fechaCaducidad} />
          </Fact>
        </SimpleGrid>
        <OfferFitList offer={offer} />
      </Stack>
    </Card>
  );
}
