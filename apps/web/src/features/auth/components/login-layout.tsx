import { Card, Image, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLanguage } from '../../../i18n';
import { useBrand } from '../../../lib/brand';

/** Brand login title, intro and image beside the sign-in card (SPEC §1 brand login texts). */
export function LoginLayout({ children }: { children: ReactNode }) {
  const brand = useBrand();
  const { lang } = useLanguage();
  const texts = brand.texts[lang];
  return (
    // Two columns from the md breakpoint (shell.css): a CSS grid keeps SimpleGrid off /login (#16 part 9).
    <div className="portal-grid portal-grid--login">
      <Stack gap="md">
        <Title order={1}>{texts.loginTitle}</Title>
        <Text>{texts.loginIntro}</Text>
        {/* Decorative: left out on small screens so that the form comes right after the intro. */}
        {brand.logos.loginImage && <Image src={brand.logos.loginImage} alt="" maw={420} visibleFrom="md" />}
      </Stack>
      <Card withBorder padding="lg" radius="md">
        {children}
      </Card>
    </div>
  );
}
