import { useTranslation } from 'react-i18next';
import { DegreesField } from './degrees-field';
import { FormSection } from './form-section';
import { LanguagesField } from './languages-field';
import { optionsOf, useOfferFormContext } from './offer-form-context';
import { OfferCheckboxField, OfferMultiSelectField, OfferSelectField, OfferTextField } from './offer-fields';

/**
 * SPEC §3 the candidate profile: target degrees, languages, IT programs, interests, skills,
 * nationality and residence, car and licence, availability, age, salary, promotion year,
 * last-year students, non-university profile.
 */
export function SectionRequirements() {
  const { t } = useTranslation('proposals');
  const { domains } = useOfferFormContext();
  const provinces = optionsOf(domains.provincias);
  const countries = optionsOf(domains.paises);
  return (
    <FormSection
      title={t('form.sections.requirements')}
      wide={
        <>
          <DegreesField />
          <LanguagesField />
        </>
      }
    >
      <OfferSelectField name="idNivelTitulacion" data={optionsOf(domains.nivelesTitulacion)} />
      <OfferSelectField name="idTipoFormacion" data={optionsOf(domains.tiposFormacionAcademica)} />
      <OfferMultiSelectField name="programasInformaticos" data={optionsOf(domains.programasInformaticos)} />
      <OfferMultiSelectField name="competencias" data={optionsOf(domains.competencias)} />
      <OfferMultiSelectField name="intereses" data={optionsOf(domains.tagsInteresAlumno)} />
      <OfferMultiSelectField name="paisesNacionalidad" data={countries} />
      <OfferMultiSelectField name="paisesResidencia" data={countries} />
      <OfferMultiSelectField name="provinciasResidencia" data={provinces} />
      <OfferTextField name="edadMaxima" inputMode="numeric" />
      <OfferTextField name="salarioMaximo" inputMode="decimal" />
      <OfferTextField name="anioPromocionMaximo" inputMode="numeric" />
      <OfferCheckboxField name="vehiculoPropio" />
      <OfferCheckboxField name="carnetConducir" />
      <OfferCheckboxField name="disponibilidadExtranjero" />
      <OfferCheckboxField name="disponibilidadTraslado" />
      <OfferCheckboxField name="ultimoCurso" />
      <OfferCheckboxField name="perfilNoUniversitario" />
    </FormSection>
  );
}
