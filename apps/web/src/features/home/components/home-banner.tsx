import { Anchor, Card, Group, Image, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useLanguage } from '../../../i18n';
import { useBrand } from '../../../lib/brand';
import { useHomeBanner } from '../api/get-home-banner';

/**
 * SPEC §2 Student home: the brand's optional banner, with its link and image: the one the office
 * publishes (issue #15 'Content'), else the brand configuration's banner_home.
 */
export function HomeBanner() {
  const brand = useBrand();
  const { lang } = useLanguage();
  const published = useHomeBanner(lang);
  // Nothing until the answer arrives: a withdrawn banner must not flash from the configuration.
  if (published.isPending) return null;
  const banner = published.data ? published.data.banner : brand.texts[lang].banner_home;
  if (!banner) return null;
  const internal = banner.enlace?.startsWith('/') && !banner.enlace.startsWith('//');
  const text = <Text fw={600}>{banner.texto}</Text>;
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      data-testid="home-banner"
      style={{ background: 'var(--mantine-primary-color-light)' }}
    >
      <Group wrap="nowrap" gap="md">
        {banner.imagen && <Image src={banner.imagen} alt="" w={96} h={96} fit="contain" />}
        {banner.enlace ? (
          internal ? (
            <Anchor component={Link} to={banner.enlace} underline="always">
              {text}
            </Anchor>
          ) : (
            <Anchor href={banner.enlace} target="_blank" rel="noopener noreferrer" underline="always">
              {text}
            </Anchor>
          )
        ) : (
          text
        )}
      </Group>
    </Card>
  );
}
