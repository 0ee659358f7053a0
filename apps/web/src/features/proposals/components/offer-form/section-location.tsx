import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SPAIN_COUNTRY_ID } from '@portal/contracts/limits';
import { useWorkCentres } from '../../api/get-work-centres';
import type { TOfferFormValues } from '../../utils/offer-form-values';
import { FormSection } from './form-section';
import { optionsOf, useOfferFormContext } from './offer-form-context';
import { OfferSelectField, OfferTextField } from './offer-fields';

/** SPEC §3 work centre (idCentro) and the place of the offer: country, province, island, town. */
export function SectionLocation() {
  const { t } = useTranslation('proposals');
  const { domains } = useOfferFormContext();
  const { control } = useFormContext<TOfferFormValues>();
  const [idPais, idProvincia] = useWatch({ control, name: ['idPais', 'idProvincia'] });
  const { data: centres = [] } = useWorkCentres();
  const inSpain = !idPais || idPais === String(SPAIN_COUNTRY_ID);
  const hasIslands = domains.provincias.some((p) => String(p.id) === idProvincia && p.tieneIslas);
  const islands = domains.islas
    .filter((i) => String(i.idProvincia) === idProvincia)
    .map((i) => ({ value: String(i.idIsla), label: i.descripcion }));
  return (
    <FormSection title={t('form.sections.location')}>
      <OfferSelectField
        name="idCentro"
        data={centres.map((c) => ({
          value: String(c.idCentro),
          label: c.localidad ? `${c.nombre} (${c.localidad})` : c.nombre,
        }))}
        description={t('form.hints.idCentro')}
      />
      <OfferSelectField name="idPais" data={optionsOf(domains.paises)} searchable />
      {inSpain && <OfferSelectField name="idProvincia" data={optionsOf(domains.provincias)} searchable />}
      {inSpain && hasIslands && <OfferSelectField name="idIsla" data={islands} />}
      <OfferTextField name="localidad" />
    </FormSection>
  );
}
