import { DEFAULT_THEME, luminance } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { readableFilled, readableOnTint } from './brand-theme';

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

// The tint light variants draw: 10% of shade 6 over an off-white brand surface (#f5f7fa).
function tintOf(color: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(color.slice(i, i + 2), 16));
  return `#${[r, g, b]
    .map((c, index) =>
      Math.round(c * 0.1 + [245, 247, 250][index] * 0.9)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

describe('light, subtle and outline labels (WCAG 1.4.3)', () => {
  it('reach 4.5:1 on their own tint for every Mantine palette, yellow and orange included', () => {
    for (const [name, palette] of Object.entries(DEFAULT_THEME.colors)) {
      const text = readableOnTint(palette[9], palette[6]);
      expect(contrast(text, tintOf(palette[6])), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps shade 9 when it already reads well', () => {
    expect(readableOnTint(DEFAULT_THEME.colors.blue[9], DEFAULT_THEME.colors.blue[6])).toBe(
      DEFAULT_THEME.colors.blue[9],
    );
  });
});

describe('filled controls of other palettes (WCAG 1.4.3)', () => {
  it('read at 4.5:1 for every Mantine palette: red buttons draw on a darker shade', () => {
    for (const [name, palette] of Object.entries(DEFAULT_THEME.colors)) {
      const { background, hover, color } = readableFilled(palette);
      expect(contrast(color, background), name).toBeGreaterThanOrEqual(4.5);
      expect(contrast(color, hover), `${name} hover`).toBeGreaterThanOrEqual(4.5);
    }
    expect(readableFilled(DEFAULT_THEME.colors.red).background).not.toBe(DEFAULT_THEME.colors.red[6]);
  });
});
