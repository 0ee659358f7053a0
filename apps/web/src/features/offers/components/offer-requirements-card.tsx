import { Badge, Card, Group, List, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOfferDetail } from '@portal/contracts/offers/offers.schemas';

/** A titled list of one kind of requirement; nothing when the offer asks none of that kind. */
function RequirementList<T>({
  title,
  items,
  render,
}: {
  title: string;
  items: readonly T[];
  render: (item: T) => { key: string | number; label: ReactNode };
}) {
  if (items.length === 0) return null;
  return (
    <>
      <Title order={3} size="h5">
        {title}
      </Title>
      <List mb="sm">
        {items.map((item) => {
          const { key, label } = render(item);
          return <List.Item key={key}>{label}</List.Item>;
        })}
      </List>
    </>
  );
}

/** What the offer asks of a candidate: degrees, languages, documents, and its labels. */
export function OfferRequirementsCard({ offer }: { offer: TOfferDetail }) {
  const { t } = useTranslation('offers');
  if (
    offer.titulaciones.length === 0 &&
    offer.idiomas.length === 0 &&
    offer.documentosRequeridos.length === 0 &&
    offer.etiquetas.length === 0
  )
    return null;
  return (
    <Card withBorder padding="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {t('detail.requirements')}
      </Title>
      <RequirementList
        title={t('detail.degrees')}
        items={offer.titulaciones}
        render={(d) => ({
          key: d.id,
          label: `${d.descripcion} (${d.obligatoria ? t('detail.required') : t('detail.desirable')})`,
        })}
      />
      <RequirementList
        title={t('detail.languages')}
        items={offer.idiomas}
        render={(l) => ({ key: l.idIdioma, label: [l.idioma, l.nivel].filter(Boolean).join(' · ') })}
      />
      <RequirementList
        title={t('detail.documents')}
        items={offer.documentosRequeridos}
        render={(d) => ({ key: d.idTipoDocumento, label: d.descripcion })}
      />
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
  );
}
