import { Anchor, Button, Card, Collapse, Image, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TGuide } from '@portal/contracts/guides/guides.schemas';

/** Descriptions up to this length show whole; longer ones fold behind 'Ver más'. */
const SHORT_DESCRIPTION = 140;

/** SPEC §2 Cards: a guidance guide card, title, expandable description, image and download link. */
export function GuideCard({ guide }: { guide: TGuide }) {
  const { t } = useTranslation('guides');
  const [open, { toggle }] = useDisclosure(false);
  const [imageFailed, setImageFailed] = useState(false);
  const headingId = `guide-${guide.idGuia}`;
  const descriptionId = `guide-${guide.idGuia}-description`;
  const description = guide.descripcion?.trim() ?? '';
  const long = description.length > SHORT_DESCRIPTION;
  return (
    <Card component="article" withBorder padding="lg" radius="md" aria-labelledby={headingId} data-testid="guide-card">
      {guide.ulrImagen && !imageFailed && (
        <Card.Section>
          <Image src={guide.ulrImagen} alt="" h={140} fit="cover" onError={() => setImageFailed(true)} />
        </Card.Section>
      )}
      <Stack gap="xs" mt="sm">
        <Title order={2} size="h4" id={headingId}>
          {guide.titulo}
        </Title>
        {description &&
          (long ? (
            <>
              {!open && (
                <Text size="sm" lineClamp={2} aria-hidden="true">
                  {description}
                </Text>
              )}
              <Collapse in={open} id={descriptionId}>
                <Text size="sm">{description}</Text>
              </Collapse>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={toggle}
                aria-expanded={open}
                aria-controls={descriptionId}
                style={{ alignSelf: 'flex-start' }}
              >
                {open ? t('card.less') : t('card.more')}
                <VisuallyHidden>{`: ${guide.titulo}`}</VisuallyHidden>
              </Button>
            </>
          ) : (
            <Text size="sm">{description}</Text>
          ))}
        {guide.urlFichero && (
          <Anchor href={guide.urlFichero} target="_blank" rel="noopener noreferrer" download fw={600}>
            {t('card.download')}
            <VisuallyHidden>{`: ${guide.titulo} ${t('card.newTab')}`}</VisuallyHidden>
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
