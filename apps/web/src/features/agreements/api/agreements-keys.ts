/** Query keys of the agreements area; every mutation here invalidates the whole area. */
export const AGREEMENTS_KEY = ['agreements'] as const;
