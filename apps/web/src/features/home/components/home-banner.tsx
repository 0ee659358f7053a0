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
  const configured = brand.texts[lang].banner_home;
  // Nothing of the banner until the answer arrives: a withdrawn banner must not flash from the
  // configuration. Its room is kept meanwhile when the brand has one, so that the modules below do
  // not jump when it comes (#16 part 9: a layout shift of 0.09 on the home).
  if (published.isPending) {
    return configured ? (
      <Card withBorder padding="md" radius="md" aria-hidden="true" style={{ visibility: 'hidden' }}>
        <Group wrap="nowrap" gap="md">
          {configured.imagen && <div style={{ width: 96, height: 96, flex: 'none' }} />}
          <Text fw={600}>{configured.texto}</Text>
        </Group>
      </Card>
    ) : null;
  }
  const banner = published.data ? published.data.banner : configured;
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
