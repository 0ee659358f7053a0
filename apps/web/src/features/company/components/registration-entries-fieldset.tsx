import { Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';

/**
 * One repeated part of the registration (work centres, billing accounts, contacts): a fieldset
 * listing its entries, each titled and removable, and a button adding an empty one.
 */
export function RegistrationEntriesFieldset({
  name,
  legend,
  hint,
  entryTitle,
  removeLabel,
  canRemove = () => true,
  addLabel,
  empty,
  renderFields,
}: {
  name: string;
  legend: string;
  hint?: string;
  entryTitle: (index: number) => string;
  removeLabel: (index: number) => string;
  canRemove?: (index: number) => boolean;
  addLabel: string;
  empty: () => Record<string, unknown>;
  /** The entry's fields under its prefix, e.g. `contactos.1.`. */
  renderFields: (prefix: string) => ReactNode;
}) {
  const { control } = useFormContext();
  const entries = useFieldArray({ control, name: name as never });
  return (
    <Fieldset legend={legend}>
      <Stack gap="md">
        {hint && <Text size="sm">{hint}</Text>}
        {entries.fields.map((field, index) => (
          <Stack key={field.id} gap="xs">
            <Text fw={600}>{entryTitle(index)}</Text>
            {renderFields(`${name}.${index}.`)}
            {canRemove(index) && (
              <Group>
                <Button variant="default" size="xs" onClick={() => entries.remove(index)}>
                  {removeLabel(index)}
                </Button>
              </Group>
            )}
          </Stack>
        ))}
        <Group>
          <Button variant="light" onClick={() => entries.append(empty() as never)}>
            {addLabel}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
