import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isPlacementKind } from '@portal/contracts/proposals/offer-form.schemas';
import { useActiveProgrammes } from '../../../../lib/reference-lists';
import type { TOfferFormValues } from '../../utils/offer-form-values';
import { FeeNotice } from './fee-notice';
import { FormSection } from './form-section';
import { optionsOf, useOfferFormContext } from './offer-form-context';
import { OfferDateField, OfferSelectField, OfferTextField } from './offer-fields';

/** Modality ids of offers (no reference list names them). */
export const MODALITY_IDS = ['1', '2', '3'] as const;

/** SPEC §3 offer fields: contract, dates, schedule, hours, dedication, modality, remuneration. */
export function SectionConditions() {
  const { t } = useTranslation('proposals');
  const { domains, rules } = useOfferFormContext();
  const placement = isPlacementKind(rules.tipo);
  const { control } = useFormContext<TOfferFormValues>();
  const contrato = useWatch({ control, name: 'contrato' });
  const { data: programmes = [] } = useActiveProgrammes(placement && rules.shown('idPrograma'));
  const contracts = placement ? domains.tiposContratoOfertaPracticas : domains.tiposContrato;
  // SPEC §3 'contrato (value 5 is a specific contract type)': the list marks the ones with fees.
  const withFee =
    placement && domains.tiposContratoOfertaPracticas.some((c) => c.cuotaGestion && String(c.id) === contrato);
  return (
    <FormSection title={t('form.sections.conditions')} wide={withFee ? <FeeNotice /> : null}>
      <OfferSelectField name="contrato" data={optionsOf(contracts)} />
      <OfferSelectField
        name="tipoPractica"
        data={(['curricular', 'extracurricular'] as const).map((value) => ({
          value,
          label: t(`form.practiceTypes.${value}`),
        }))}
      />
      <OfferDateField name="fechaInicio" />
      <OfferDateField name="fechaFin" />
      <OfferTextField name="horario" description={t('form.hints.horario')} />
      <OfferSelectField
        name="idModalidad"
        data={MODALITY_IDS.map((value) => ({ value, label: t(`form.modalities.${value}`) }))}
      />
      <OfferTextField name="horasDia" inputMode="decimal" />
      <OfferTextField
        name="horasSemana"
        inputMode="decimal"
        description={placement ? t('form.hints.horasSemana') : undefined}
      />
      <OfferTextField name="horasTotales" inputMode="decimal" />
      <OfferTextField name="diasSemana" inputMode="numeric" description={t('form.hints.diasSemana')} />
      <OfferTextField name="dedicacion" inputMode="decimal" description={t('form.hints.dedicacion')} />
      <OfferTextField name="meses" inputMode="numeric" description={t('form.hints.meses')} />
      <OfferTextField name="salario" inputMode="decimal" description={t('form.hints.salario')} />
      <OfferTextField name="ayudaEstudio" inputMode="decimal" description={t('form.hints.ayudaEstudio')} />
      <OfferTextField name="otraRemuneracion" />
      <OfferSelectField name="idPrograma" data={programmes.map((p) => ({ value: String(p.id), label: p.nombre }))} />
    </FormSection>
  );
}
