import { useTranslation } from 'react-i18next';
import { OFFER_LABELS_MAX } from '@portal/contracts/proposals/offer-form.schemas';
import { FormSection } from './form-section';
import { optionsOf, useOfferFormContext } from './offer-form-context';
import { OfferSelectField, OfferTagsField, OfferTextField } from './offer-fields';

/** SPEC §3 offer fields: name or post, places, area and sector, description, tasks, experience, labels. */
export function SectionGeneral() {
  const { t } = useTranslation('proposals');
  const { domains } = useOfferFormContext();
  return (
    <FormSection
      title={t('form.sections.general')}
      wide={
        <>
          <OfferTextField name="descripcion" multiline />
          <OfferTextField name="tareas" multiline />
          <OfferTextField name="experienciaRequerida" multiline />
          <OfferTextField name="experienciaDeseable" multiline />
          <OfferTagsField name="etiquetas" max={OFFER_LABELS_MAX} description={t('form.hints.etiquetas')} />
        </>
      }
    >
      <OfferTextField name="titulo" />
      <OfferTextField name="plazas" inputMode="numeric" />
      <OfferSelectField name="idAreaFuncional" data={optionsOf(domains.areasFuncionales)} searchable />
      <OfferSelectField name="idSector" data={optionsOf(domains.sectoresActividad)} searchable />
    </FormSection>
  );
}
