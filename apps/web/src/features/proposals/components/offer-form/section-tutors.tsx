import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTutorContacts } from '../../api/get-tutor-contacts';
import type { TOfferFormValues } from '../../utils/offer-form-values';
import { FormSection } from './form-section';
import { useOfferFormContext } from './offer-form-context';
import { OfferSelectField, OfferTextField } from './offer-fields';

/**
 * SPEC §3 company tutor (name, surname, email, phone, position, degree, department, DNI), the
 * university tutor and the link to a thesis: placements only. Picking one of the company's
 * placement tutors fills the tutor's fields.
 */
export function SectionTutors() {
  const { t } = useTranslation('proposals');
  const { rules } = useOfferFormContext();
  const { setValue } = useFormContext<TOfferFormValues>();
  const { data: contacts = [] } = useTutorContacts(rules.shown('tutorEmpresa.idContacto'));
  if (!rules.shown('tutorEmpresa.nombre')) return null;

  const fillFromContact = (value: string | null) => {
    const contact = contacts.find((c) => String(c.idContacto) === value);
    if (!contact) return;
    const opts = { shouldDirty: true, shouldValidate: false } as const;
    setValue('tutorEmpresa.nombre', contact.nombre ?? '', opts);
    setValue('tutorEmpresa.apellidos', contact.apellidos ?? '', opts);
    setValue('tutorEmpresa.email', contact.email ?? '', opts);
    setValue('tutorEmpresa.telefono', contact.telefono1 ?? '', opts);
    setValue('tutorEmpresa.cargo', contact.puesto ?? '', opts);
    setValue('tutorEmpresa.departamento', contact.departamento ?? '', opts);
    if (contact.nif) setValue('tutorEmpresa.dni', contact.nif, opts);
  };

  return (
    <>
      <FormSection title={t('form.sections.companyTutor')}>
        {contacts.length > 0 && (
          <OfferSelectField
            name="tutorEmpresa.idContacto"
            data={contacts.map((c) => ({
              value: String(c.idContacto),
              label: [c.nombre, c.apellidos].filter(Boolean).join(' '),
            }))}
            description={t('form.hints.tutorContact')}
            onPicked={fillFromContact}
          />
        )}
        <OfferTextField name="tutorEmpresa.nombre" autoComplete="off" />
        <OfferTextField name="tutorEmpresa.apellidos" />
        <OfferTextField name="tutorEmpresa.email" type="email" inputMode="email" />
        <OfferTextField name="tutorEmpresa.telefono" type="tel" inputMode="tel" />
        <OfferTextField name="tutorEmpresa.cargo" />
        <OfferTextField name="tutorEmpresa.titulacion" />
        <OfferTextField name="tutorEmpresa.departamento" />
        <OfferTextField name="tutorEmpresa.dni" />
      </FormSection>
      <FormSection title={t('form.sections.universityTutor')}>
        <OfferTextField name="tutorUniversidad.nombre" />
        <OfferTextField name="tutorUniversidad.email" type="email" inputMode="email" />
        <OfferSelectField
          name="trabajoFin.tipo"
          data={['TFG', 'TFM'].map((value) => ({ value, label: t(`form.thesis.${value}`) }))}
        />
        <OfferTextField name="trabajoFin.nombre" />
        <OfferTextField name="trabajoFin.tutor" />
      </FormSection>
    </>
  );
}
