import { Anchor, Card, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOfferDetail } from '@portal/contracts/offers/offers.schemas';
import type { TProposalDetail } from '@portal/contracts/proposals/proposals.schemas';
import { InfoList, type TInfoItem } from './info-list';
import { formatDate } from '../../../lib/dates';
import { useLanguage } from '../../../i18n';
import { useDomains } from '../../../lib/reference-lists';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

const label = (items: ReadonlyArray<{ id: number; descripcion: string }> | undefined, id: number | null) =>
  id === null ? null : (items?.find((item) => item.id === id)?.descripcion ?? String(id));

/**
 * The offer as a sheet: SPEC §3 offer fields. The company's own view (/propuesta/{id}) adds the
 * tutors; the student view (/visor-oferta/{id}) shows what candidates see.
 */
export function ProposalSheet({
  offer,
  company,
}: {
  offer: TOfferDetail | Omit<TProposalDetail, 'candidatos'>;
  company?: TProposalDetail;
}) {
  const { t } = useTranslation('proposals');
  const { lang } = useLanguage();
  const { data: domains } = useDomains();
  const f = (key: string) => t(`form.fields.${key}`);
  const contracts = offer.idPerfil === 2 ? domains?.tiposContratoOfertaPracticas : domains?.tiposContrato;
  const yes = (value: boolean) => (value ? t('sheet.yes') : null);
  const conditions: TInfoItem[] = [
    { label: f('plazas'), value: offer.plazas },
    { label: f('contrato'), value: label(contracts, offer.contrato) },
    { label: f('fechaInicio'), value: formatDate(offer.fechaInicio, lang) },
    { label: f('fechaFin'), value: formatDate(offer.fechaFin, lang) },
    { label: f('horario'), value: offer.horario },
    { label: f('horasDia'), value: offer.horasDia },
    { label: f('horasSemana'), value: offer.horasSemana },
    { label: f('horasTotales'), value: offer.horasTotales },
    { label: f('diasSemana'), value: offer.diasSemana },
    { label: f('dedicacion'), value: offer.dedicacion === null ? null : `${offer.dedicacion} %` },
    { label: f('meses'), value: offer.meses },
    {
      label: f('idModalidad'),
      value:
        offer.idModalidad === null
          ? null
          : t(`form.modalities.${offer.idModalidad}`, { defaultValue: String(offer.idModalidad) }),
    },
    {
      label: f('tipoPractica'),
      value: offer.tipoPractica
        ? t(`form.practiceTypes.${offer.tipoPractica}`, { defaultValue: offer.tipoPractica })
        : null,
    },
    { label: f('salario'), value: offer.salario === null ? null : t('sheet.euros', { amount: offer.salario }) },
    {
      label: f('ayudaEstudio'),
      value: offer.ayudaEstudio === null ? null : t('sheet.euros', { amount: offer.ayudaEstudio }),
    },
    { label: f('otraRemuneracion'), value: offer.otraRemuneracion },
    { label: f('idAreaFuncional'), value: label(domains?.areasFuncionales, offer.idAreaFuncional) },
    { label: f('idSector'), value: label(domains?.sectoresActividad, offer.idSector) },
    { label: f('localidad'), value: [offer.localidad, offer.provincia, offer.nombreIsla].filter(Boolean).join(', ') },
    { label: f('fechaCaducidad'), value: formatDate(offer.fechaCaducidad, lang) },
    { label: t('sheet.international'), value: yes(offer.internacional) },
  ];
  return (
    <Stack gap="md">
      <Block title={t('sheet.description')}>
        <Text style={{ whiteSpace: 'pre-line' }}>{offer.descripcion}</Text>
        {offer.tareas && (
          <>
            <Title order={3} size="h5" mt="md" mb={4}>
              {f('tareas')}
            </Title>
            <Text style={{ whiteSpace: 'pre-line' }}>{offer.tareas}</Text>
          </>
        )}
      </Block>
      <Block title={t('sheet.conditions')}>
        <InfoList items={conditions} />
      </Block>
      <Block title={t('sheet.requirements')}>
        <Stack gap="sm">
          {offer.titulaciones.length > 0 && (
            <div>
              <Text fw={700} size="sm">
                {f('titulaciones')}
              </Text>
              <List size="sm">
                {offer.titulaciones.map((d) => (
                  <List.Item key={d.id}>
                    {d.descripcion} ({d.obligatoria ? t('sheet.required') : t('sheet.desirable')})
                  </List.Item>
                ))}
              </List>
            </div>
          )}
          {offer.idiomas.length > 0 && (
            <div>
              <Text fw={700} size="sm">
                {f('idiomas')}
              </Text>
              <List size="sm">
                {offer.idiomas.map((l) => (
                  <List.Item key={l.idIdioma}>
                    {[l.idioma, l.nivel, l.certificacion ? t('sheet.certified') : null].filter(Boolean).join(' · ')}
                  </List.Item>
                ))}
              </List>
            </div>
          )}
          <InfoList
            items={[
              { label: f('experienciaRequerida'), value: offer.experienciaRequerida },
              { label: f('experienciaDeseable'), value: offer.experienciaDeseable },
              {
                label: f('trabajoFin.tipo'),
                value: offer.trabajoFin
                  ? [offer.trabajoFin.tipo, offer.trabajoFin.nombre, offer.trabajoFin.tutor].filter(Boolean).join(' · ')
                  : null,
              },
              {
                label: f('documentosRequeridos'),
                value: offer.documentosRequeridos.map((d) => d.descripcion).join(', '),
              },
              { label: f('etiquetas'), value: offer.etiquetas.join(', ') },
            ]}
          />
        </Stack>
      </Block>
      {company && (company.tutorEmpresa || company.tutorUniversidad) && (
        <Block title={t('sheet.tutors')}>
          <InfoList
            items={[
              {
                label: t('form.sections.companyTutor'),
                value: company.tutorEmpresa
                  ? [company.tutorEmpresa.nombre, company.tutorEmpresa.apellidos].filter(Boolean).join(' ')
                  : null,
              },
              { label: f('tutorEmpresa.email'), value: company.tutorEmpresa?.email },
              { label: f('tutorEmpresa.telefono'), value: company.tutorEmpresa?.telefono },
              { label: f('tutorEmpresa.cargo'), value: company.tutorEmpresa?.cargo },
              { label: t('form.sections.universityTutor'), value: company.tutorUniversidad?.nombre },
              { label: f('tutorUniversidad.email'), value: company.tutorUniversidad?.email },
            ]}
          />
        </Block>
      )}
      {(offer.urlInscripcion || offer.urlInfo || offer.datosEmpresa) && (
        <Block title={t('sheet.more')}>
          <Stack gap="xs">
            {offer.datosEmpresa && (
              <Text size="sm">
                <strong>{offer.datosEmpresa.nombre}</strong>
                {offer.datosEmpresa.descripcion ? ` — ${offer.datosEmpresa.descripcion}` : ''}
              </Text>
            )}
            {offer.urlInscripcion && (
              <Anchor href={offer.urlInscripcion} target="_blank" rel="noopener noreferrer" size="sm">
                {f('urlInscripcion')}
              </Anchor>
            )}
            {offer.urlInfo && (
              <Anchor href={offer.urlInfo} target="_blank" rel="noopener noreferrer" size="sm">
                {f('urlInfo')}
              </Anchor>
            )}
          </Stack>
        </Block>
      )}
    </Stack>
  );
}
