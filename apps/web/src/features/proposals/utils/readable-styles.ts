/** Input descriptions: Mantine's 'dimmed' grey is below WCAG AA on white; gray.7 reaches 8:1. */
export const READABLE_DESCRIPTION = { description: { color: 'var(--mantine-color-gray-7)' } };
