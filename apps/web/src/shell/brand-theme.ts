import {
  createTheme,
  defaultVariantColorsResolver,
  luminance,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
  type VariantColorsResolver,
} from '@mantine/core';
import type { TPublicBrand } from '@portal/contracts/brand';

/** DESIGN convention 8: brand tokens become the Mantine theme and CSS variables on :root. */

function parseHex(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace('#', '').slice(0, 6), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(a: [number, number, number], b: [number, number, number], amount: number): [number, number, number] {
  return [a[0] + (b[0] - a[0]) * amount, a[1] + (b[1] - a[1]) * amount, a[2] + (b[2] - a[2]) * amount];
}

function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The darkest page surface a light variant is drawn on, for the contrast check below. */
const TINT_SURFACE: [number, number, number] = [240, 242, 245];

/**
 * `text` darkened (towards black, in steps) until it reads at WCAG AA, 4.5:1, on the light tint of
 * `tint` that light variants draw behind it. Shade 9 of yellow and orange is still under 3:1 there
 * (axe found the 'sinCV' alert title on the student home).
 */
export function readableOnTint(text: string, tint: string): string {
  const black: [number, number, number] = [0, 0, 0];
  // Mantine's light background is the colour at 10% over the surface, and brand surfaces are
  // off-white (#f5f7fa): 12% over #f0f2f5 leaves a margin.
  const background = toHex(mix(parseHex(tint), TINT_SURFACE, 0.88));
  let color = text;
  for (let step = 1; step <= 10 && contrastRatio(color, background) < 4.5; step += 1) {
    color = toHex(mix(parseHex(text), black, step * 0.08));
  }
  return color;
}

/**
 * Background, hover and label of a filled control of `palette` at WCAG AA: white on the first
 * shade from 6 on where it reads at 4.5:1, else (yellow, lime: light at every shade) black on
 * shade 6.
 */
export function readableFilled(palette: readonly string[]): { background: string; hover: string; color: string } {
  const shade = [6, 7, 8, 9].find((i) => contrastRatio('#ffffff', palette[i]) >= 4.5);
  if (shade === undefined) return { background: palette[6], hover: palette[7], color: '#000000' };
  return { background: palette[shade], hover: palette[Math.min(9, shade + 1)], color: '#ffffff' };
}

/** Shade index that holds the brand colour itself (Mantine's default primary shade). */
export const BRAND_SHADE = 6;
const LIGHTER = [0.92, 0.8, 0.66, 0.5, 0.34, 0.17];
const DARKER = [0.14, 0.28, 0.42];

/** Ten shades from a #rrggbb colour: tints to white below index 6, the colour at 6, shades after. */
export function brandPalette(hex: string): MantineColorsTuple {
  const base = parseHex(hex);
  const white: [number, number, number] = [255, 255, 255];
  const black: [number, number, number] = [0, 0, 0];
  const shades = [
    ...LIGHTER.map((a) => toHex(mix(base, white, a))),
    toHex(base),
    ...DARKER.map((a) => toHex(mix(base, black, a))),
  ];
  return shades as unknown as MantineColorsTuple;
}

/**
 * Every Modal and Drawer names its 'X' (axe 'button-name', WCAG 4.1.2) unless it names it itself.
 * Plain default props, not `Modal.extend`: importing Modal here would pull it into the shell and
 * the /login chunk. The label differs from the footers' 'Cerrar'/'Tancar' buttons (#16 part 8).
 */
function dialogDefaults(closeLabel: string): MantineThemeOverride['components'] {
  const defaults = { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } };
  return { Modal: defaults, Drawer: defaults };
}

/** `dialogCloseLabel`: the name of every dialog's close button in the current language. */
export function buildTheme(brand: TPublicBrand, dialogCloseLabel?: string): MantineThemeOverride {
  const { tokens } = brand;
  // Filled brand buttons draw their text in the brand's own contrast colour (WCAG AA, checked by the schema).
  const variantColorResolver: VariantColorsResolver = (input) => {
    const colors = defaultVariantColorsResolver(input);
    const isBrand = input.color === undefined || input.color === 'brand' || input.color === input.theme.primaryColor;
    if (input.variant === 'filled' && isBrand) return { ...colors, color: tokens.primaryContrast };
    // Filled buttons of another palette (red for rejecting or deleting) draw white text on shade 6,
    // 3.3:1 for red: the first shade from 6 on where white reads at WCAG AA is used instead.
    if (input.variant === 'filled' && input.color !== undefined) {
      const parsed = parseThemeColor({ color: input.color, theme: input.theme });
      const palette =
        parsed.isThemeColor && parsed.color && parsed.shade === undefined
          ? input.theme.colors[parsed.color]
          : undefined;
      if (palette) return { ...colors, ...readableFilled(palette) };
    }
    // Mantine draws light, subtle and outline text in shade 6, which for most palettes (green,
    // orange, yellow, a brand tint) is under 4.5:1 on a white or tinted background. Shade 9 keeps
    // every badge, alert and button label at WCAG AA, in every feature.
    if (input.variant === 'light' || input.variant === 'subtle' || input.variant === 'outline') {
      const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
      if (parsed.isThemeColor && parsed.color && input.theme.colors[parsed.color]) {
        const palette = input.theme.colors[parsed.color];
        return { ...colors, color: readableOnTint(palette[9], palette[BRAND_SHADE]) };
      }
    }
    return colors;
  };
  return createTheme({
    primaryColor: 'brand',
    primaryShade: { light: BRAND_SHADE, dark: BRAND_SHADE },
    colors: {
      brand: brandPalette(tokens.primary),
      accent: brandPalette(tokens.accent),
      secondary: brandPalette(tokens.secondary),
    },
    black: tokens.text,
    fontFamily: tokens.fontFamily,
    headings: { fontFamily: tokens.headingFontFamily },
    defaultRadius: `${tokens.radius}px`,
    focusRing: 'auto',
    // WCAG 2.3.3: people who ask their system for reduced motion get no transitions.
    respectReducedMotion: true,
    variantColorResolver,
    components: dialogCloseLabel ? dialogDefaults(dialogCloseLabel) : undefined,
  });
}

/** The brand's tokens as CSS variables (`--portal-*`), and body colours in light mode. */
export function brandCssVariables(brand: TPublicBrand): CSSVariablesResolver {
  const { tokens } = brand;
  return () => ({
    variables: {
      '--portal-primary': tokens.primary,
      '--portal-primary-contrast': tokens.primaryContrast,
      '--portal-secondary': tokens.secondary,
      '--portal-accent': tokens.accent,
      '--portal-background': tokens.background,
      '--portal-surface': tokens.surface,
      '--portal-text': tokens.text,
      '--portal-font-family': tokens.fontFamily,
      '--portal-heading-font-family': tokens.headingFontFamily,
      '--portal-radius': `${tokens.radius}px`,
      // Brand logos are drawn for a light surface: the header is the surface (in dark mode too,
      // so the logo stays legible), underlined in primary.
      '--portal-header-bg': tokens.surface,
      '--portal-header-fg': tokens.text,
    },
    light: {
      '--mantine-color-body': tokens.background,
      '--mantine-color-text': tokens.text,
      '--portal-card-bg': tokens.surface,
      // Mantine's default error red (#fa5252) is 3.3:1 on white; #c92a2a reaches 5.9:1 (WCAG AA).
      '--mantine-color-error': '#c92a2a',
      // Dimmed text (descriptions, captions) defaults to gray 6, 3.3:1 on white; gray 7 is 8:1.
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    },
    dark: {
      '--portal-card-bg': 'var(--mantine-color-dark-6)',
    },
  });
}
