import { Anchor, Avatar, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCandidateCv } from '@portal/contracts/candidates/candidates.schemas';
import { useLanguage } from '../../i18n';
import { formatDate } from '../../lib/dates';
import { CvBlock } from './cv-block';

function period(from: string | null, to: string | null, current: boolean, now: string, lang: string): string {
  return [formatDate(from, lang), current ? now : formatDate(to, lang)].filter(Boolean).join(' – ');
}

/**
 * SPEC §2 student CV sections as a company reads them: no private documents, no identity or bank data.
 * `headingLevel` 1 on the CV page; 2 in the panel beside the candidates (#16 part 6), whose page
 * already has its h1.
 */
export function CandidateCvSheet({ cv, headingLevel = 1 }: { cv: TCandidateCv; headingLevel?: 1 | 2 }) {
  const { t } = useTranslation('candidates');
  const { lang } = useLanguage();
  const p = cv.personales;
  const name = [p.nombre, p.apellido1, p.apellido2].filter(Boolean).join(' ');
  const skills = [
    { title: t('cv.itPrograms'), items: cv.interes.programasInformaticos },
    { title: t('cv.skills'), items: cv.interes.competencias },
    { title: t('cv.interests'), items: cv.interes.intereses },
  ].filter((group) => group.items.length > 0);
  return (
    <Stack gap="md">
      <Group gap="md" align="center">
        {cv.urlImagenPerfil && <Avatar src={cv.urlImagenPerfil} alt={t('cv.photo', { name })} size="xl" radius="xl" />}
        <Stack gap={2}>
          <Title order={headingLevel}>{name}</Title>
          <Text size="sm">{[p.localidad, p.provincia].filter(Boolean).join(', ')}</Text>
        </Stack>
      </Group>
      <CvBlock order={headingLevel === 1 ? 2 : 3} title={t('cv.personal')}>
        <List size="sm" listStyleType="none" spacing={4}>
          {p.email && (
            <List.Item>
              {t('cv.email')}: <Anchor href={`mailto:${p.email}`}>{p.email}</Anchor>
            </List.Item>
          )}
          {p.telefono1 && (
            <List.Item>
              {t('cv.phone')}: {[p.telefono1, p.telefono2].filter(Boolean).join(' / ')}
            </List.Item>
          )}
          {p.fechaNacimiento && (
            <List.Item>
              {t('cv.birthDate')}: {formatDate(p.fechaNacimiento, lang)}
            </List.Item>
          )}
          <List.Item>
            {t('cv.drivingLicence')}: {p.carnetConducir ? t('cv.yes') : t('cv.no')}
          </List.Item>
          <List.Item>
            {t('cv.ownCar')}: {p.vehiculoPropio ? t('cv.yes') : t('cv.no')}
          </List.Item>
          <List.Item>
            {t('cv.workPermit')}: {cv.tienePermisoTrabajo ? t('cv.yes') : t('cv.no')}
          </List.Item>
        </List>
      </CvBlock>
      {cv.presentacion && (
        <CvBlock order={headingLevel === 1 ? 2 : 3} title={t('cv.presentation')}>
          <Text style={{ whiteSpace: 'pre-line' }}>{cv.presentacion}</Text>
        </CvBlock>
      )}
      <CvBlock order={headingLevel === 1 ? 2 : 3} title={t('cv.academic')}>
        {cv.academicos.length === 0 ? (
          <Text size="sm">{t('cv.none')}</Text>
        ) : (
          <Stack gap="sm">
            {cv.academicos.map((s) => (
              <div key={s.id}>
                <Text fw={700}>{s.titulo}</Text>
                <Text size="sm">
                  {[
                    s.centro,
                    period(s.fechaInicio, s.fechaFin, !s.finalizado, t('cv.ongoing'), lang),
                    s.curso ? t('cv.course', { n: s.curso }) : null,
                    s.nota !== null ? t('cv.grade', { grade: s.nota }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </div>
            ))}
          </Stack>
        )}
      </CvBlock>
      <CvBlock order={headingLevel === 1 ? 2 : 3} title={t('cv.experience')}>
        {cv.profesional.length === 0 ? (
          <Text size="sm">{t('cv.none')}</Text>
        ) : (
          <Stack gap="sm">
            {cv.profesional.map((e) => (
              <div key={e.id}>
                <Text fw={700}>
                  {e.puesto} — {e.empresa}
                </Text>
                <Text size="sm">
                  {[e.localidad, period(e.fechaInicio, e.fechaFin, e.actual, t('cv.ongoing'), lang)]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                {e.descripcion && <Text size="sm">{e.descripcion}</Text>}
              </div>
            ))}
          </Stack>
        )}
      </CvBlock>
      <CvBlock order={headingLevel === 1 ? 2 : 3} title={t('cv.languages')}>
        {cv.idiomas.length === 0 ? (
          <Text size="sm">{t('cv.none')}</Text>
        ) : (
          <List size="sm">
            {cv.idiomas.map((l, i) => (
              <List.Item key={i}>{[l.idioma, l.nivel, l.certificado].filter(Boolean).join(' · ')}</List.Item>
            ))}
          </List>
        )}
      </CvBlock>
      {skills.length > 0 && (
        <CvBlock order={headingLevel === 1 ? 2 : 3} title={t('cv.skillsTitle')}>
          <Stack gap="xs">
            {skills.map((group) => (
              <Text size="sm" key={group.title}>
                <strong>{group.title}:</strong> {group.items.map((item) => item.descripcion).join(', ')}
              </Text>
            ))}
          </Stack>
        </CvBlock>
      )}
      {(cv.documentos.length > 0 || cv.urlCV || cv.enlacePortfolio) && (
        <CvBlock order={headingLevel === 1 ? 2 : 3} title={t('cv.documents')}>
          <List size="sm">
            {cv.urlCV && (
              <List.Item>
                <Anchor href={cv.urlCV} target="_blank" rel="noopener noreferrer">
                  {t('cv.attachedCv')}
                </Anchor>
              </List.Item>
            )}
            {cv.enlacePortfolio && (
              <List.Item>
                <Anchor href={cv.enlacePortfolio} target="_blank" rel="noopener noreferrer">
                  {t('cv.portfolio')}
                </Anchor>
              </List.Item>
            )}
            {cv.documentos.map((d) =>
              d.url ? (
                <List.Item key={d.id}>
                  <Anchor href={d.url} target="_blank" rel="noopener noreferrer">
                    {d.nombre}
                  </Anchor>{' '}
                  ({d.extension}, {formatDate(d.fecha, lang)})
                </List.Item>
              ) : (
                <List.Item key={d.id}>
                  {d.nombre} ({d.extension}, {formatDate(d.fecha, lang)})
                </List.Item>
              ),
            )}
          </List>
        </CvBlock>
      )}
    </Stack>
  );
}
