import { Anchor, Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@portal/contracts/routes';
import type { TOfferDetail } from '@portal/contracts/offers/offers.schemas';
import { useBrandFlag } from '../../../lib/brand';
import { ApplyButton } from './apply-button';
import { formatDate } from '../../../lib/dates';
import { useLanguage } from '../../../i18n';
import { formatEuros } from '../../../lib/numbers';

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

/** One offer as a student reads it, with 'Inscribirme' or the state of my application. */
export function OfferDetailView({ offer }: { offer: TOfferDetail }) {
  const { t } = useTranslation('offers');
  const { lang } = useLanguage();
  const showReference = useBrandFlag('mostrarReferenciaOferta');
  const place = [offer.localidad, offer.provincia, offer.nombreIsla].filter(Boolean).join(', ');
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{offer.titulo}</Title>
        <Text fw={600} mt={4}>
          {offer.empresa ?? t('card.hiddenCompany')}
        </Text>
        {showReference && <Text size="sm">{t('card.reference', { id: offer.idoferta })}</Text>}
      </div>
      <Card withBorder padding="md" radius="md">
        {offer.candidatura ? (
          <Group gap="sm">
            <Text>{t('detail.applied')}</Text>
            <Badge variant="filled" color="dark">
              {offer.candidatura.estado}
            </Badge>
            <Anchor component={Link} to={routePath('my-application', { id: offer.urlAcceso })} fw={600}>
              {t('apply.seeApplication')}
            </Anchor>
          </Group>
        ) : (
          <Group gap="sm">
            <ApplyButton offer={offer} />
            {offer.urlInscripcion && (
              <Anchor href={offer.urlInscripcion} target="_blank" rel="noopener noreferrer">
                {t('detail.externalEnrolment')}
              </Anchor>
            )}
          </Group>
        )}
      </Card>
      <Card withBorder padding="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('detail.description')}
        </Title>
        <Text style={{ whiteSpace: 'pre-line' }}>{offer.descripcion}</Text>
        {offer.tareas && (
          <>
            <Title order={3} size="h5" mt="md" mb="xs">
              {t('detail.tasks')}
            </Title>
            <Text style={{ whiteSpace: 'pre-line' }}>{offer.tareas}</Text>
          </>
        )}
      </Card>
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
          <Field label={t('detail.hoursDay')}>{offer.horasDia}</Field>
          <Field label={t('detail.hoursWeek')}>{offer.horasSemana}</Field>
          <Field label={t('detail.salary')}>{offer.salario !== null ? formatEuros(offer.salario, lang) : null}</Field>
          <Field label={t('detail.studyAid')}>{offer.ayudaEstudio !== null ? formatEuros(offer.ayudaEstudio, lang) : null}</Field>
          <Field label={t('detail.otherPay')}>{offer.otraRemuneracion}</Field>
          <Field label={t('detail.requiredExperience')}>{offer.experienciaRequerida}</Field>
          <Field label={t('detail.desirableExperience')}>{offer.experienciaDeseable}</Field>
          <Field label={t('detail.thesis')}>{offer.trabajoFin ? [offer.trabajoFin.tipo, offer.trabajoFin.nombre].filter(Boolean).join(' · ') : null}</Field>
          <Field label={t('detail.international')}>{offer.internacional ? t('common.yes') : null}</Field>
        </SimpleGrid>
      </Card>
      {(offer.titulaciones.length > 0 || offer.idiomas.length > 0 || offer.documentosRequeridos.length > 0 || offer.etiquetas.length > 0) && (
        <Card withBorder padding="md" radius="md">
          <Title order={2} size="h4" mb="sm">
            {t('detail.requirements')}
          </Title>
          {offer.titulaciones.length > 0 && (
            <>
              <Title order={3} size="h5">
                {t('detail.degrees')}
              </Title>
              <List mb="sm">
                {offer.titulaciones.map((d) => (
                  <List.Item key={d.id}>
                    {d.descripcion} ({d.obligatoria ? t('detail.required') : t('detail.desirable')})
                  </List.Item>
                ))}
              </List>
            </>
          )}
          {offer.idiomas.length > 0 && (
            <>
              <Title order={3} size="h5">
                {t('detail.languages')}
              </Title>
              <List mb="sm">
                {offer.idiomas.map((l) => (
                  <List.Item key={l.idIdioma}>{[l.idioma, l.nivel].filter(Boolean).join(' · ')}</List.Item>
                ))}
              </List>
            </>
          )}
          {offer.documentosRequeridos.length > 0 && (
            <>
              <Title order={3} size="h5">
                {t('detail.documents')}
              </Title>
              <List mb="sm">
                {offer.documentosRequeridos.map((d) => (
                  <List.Item key={d.idTipoDocumento}>{d.descripcion}</List.Item>
                ))}
              </List>
            </>
          )}
          {offer.etiquetas.length > 0 && (
            <Group gap="xs">
              {offer.etiquetas.map((label) => (
                <Badge key={label} variant="dot" color="gray">
                  {label}
                </Badge>
              ))}
            </Group>
          )}
        </Card>
      )}
      {offer.datosEmpresa && (
        <Card withBorder padding="md" radius="md">
          <Title order={2} size="h4" mb="sm">
            {t('detail.company')}
          </Title>
          <Text fw={600}>{offer.datosEmpresa.nombre}</Text>
          {offer.datosEmpresa.descripcion && <Text style={{ whiteSpace: 'pre-line' }}>{offer.datosEmpresa.descripcion}</Text>}
          {offer.datosEmpresa.web && (
            <Anchor href={offer.datosEmpresa.web} target="_blank" rel="noopener noreferrer">
              {offer.datosEmpresa.web}
            </Anchor>
          )}
        </Card>
      )}
      {offer.urlInfo && (
        <Anchor href={offer.urlInfo} target="_blank" rel="noopener noreferrer">
          {t('detail.moreInfo')}
        </Anchor>
      )}
    </Stack>
  );
}
