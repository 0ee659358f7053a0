import { useTranslation } from 'react-i18next';
import { FormSection } from './form-section';
import { optionsOf, useOfferFormContext } from './offer-form-context';
import { OfferCheckboxField, OfferDateField, OfferMultiSelectField, OfferTextField } from './offer-fields';

/** SPEC §3 required documents, enrolment and information URLs, hiding the company, expiry date. */
export function SectionPublication() {
  const { t } = useTranslation('proposals');
  const { domains } = useOfferFormContext();
  return (
    <FormSection title={t('form.sections.publication')}>
      <OfferMultiSelectField name="documentosRequeridos" data={optionsOf(domains.tiposDocumentoAlumnoPracticas)} />
      <OfferDateField name="fechaCaducidad" description={t('form.hints.fechaCaducidad')} />
      <OfferTextField name="urlInscripcion" type="url" inputMode="url" description={t('form.hints.urlInscripcion')} />
      <OfferTextField name="urlInfo" type="url" inputMode="url" />
      <OfferCheckboxField name="ocultarDatosEmpresa" description={t('form.hints.ocultarDatosEmpresa')} />
    </FormSection>
  );
}
