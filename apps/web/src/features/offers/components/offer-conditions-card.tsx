import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOfferDetail } from '@portal/contracts/offers/offers.schemas';
import { formatDate } from '../../../lib/dates';
import { useLanguage } from '../../../i18n';
import { formatEuros, formatNumber } from '../../../lib/numbers';

/** One term of the conditions list; nothing at all when the offer leaves it empty. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div>
      <Text size="sm" fw={700} component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </div>
  );
}

/** Where, when, how many hours and what pay: the offer's conditions as a definition list. */
export function OfferConditionsCard({ offer }: { offer: TOfferDetail }) {
  const { t } = useTranslation('offers');
  const { lang } = useLanguage();
  // #16 part 8: 7,5 hours with a decimal comma in es and ca.
  const hours = (value: number | null) => (value === null ? null : formatNumber(value, lang));
  const place = [offer.localidad, offer.provincia, offer.nombreIsla].filter(Boolean).join(', ');
  return (
    <Card withBorder padding="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {t('detail.conditions')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" m={0}>
        <Field label={t('detail.place')}>{place || null}</Field>
        <Field label={t('detail.published')}>{offer.fecha}</Field>
        <Field label={t('detail.places')}>{offer.plazas}</Field>
        <Field label={t('detail.schedule')}>{offer.horario}</Field>
        <Field label={t('detail.start')}>{formatDate(offer.fechaInicio, lang)}</Field>
        <Field label={t('detail.end')}>{formatDate(offer.fechaFin, lang)}</Field>
        <Field label={t('detail.expiry')}>{formatDate(offer.fechaCaducidad, lang)}</Field>
        <Field label={t('detail.hoursDay')}>{hours(offer.horasDia)}</Field>
        <Field label={t('detail.hoursWeek')}>{hours(offer.horasSemana)}</Field>
        <Field label={t('detail.salary')}>{offer.salario !== null ? formatEuros(offer.salario, lang) : null}</Field>
        <Field label={t('detail.studyAid')}>
          {offer.ayudaEstudio !== null ? formatEuros(offer.ayudaEstudio, lang) : null}
        </Field>
        <Field label={t('detail.otherPay')}>{offer.otraRemuneracion}</Field>
        <Field label={t('detail.requiredExperience')}>{offer.experienciaRequerida}</Field>
        <Field label={t('detail.desirableExperience')}>{offer.experienciaDeseable}</Field>
        <Field label={t('detail.thesis')}>
          {offer.trabajoFin ? [offer.trabajoFin.tipo, offer.trabajoFin.nombre].filter(Boolean).join(' · ') : null}
        </Field>
        <Field label={t('detail.international')}>{offer.internacional ? t('common.yes') : null}</Field>
      </SimpleGrid>
    </Card>
  );
}
