/**
 * Placeholder a catalogue target may start with; the web replaces it by the brand's prefix
 * (SPEC §2: the practice-conditions page lives at /{brand prefix}/condiciones-practicas).
 * Kept apart from status-codes.ts so that the data files need no runtime import of it.
 */
export const BRAND_PREFIX_PLACEHOLDER = '{brandPrefix}';
