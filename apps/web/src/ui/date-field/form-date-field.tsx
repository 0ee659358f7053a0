import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateField, type TDateFieldProps } from './date-field';

/**
 * The `DateField` bound to a react-hook-form field by name (with `control`, or the surrounding
 * `FormProvider`). The form keeps its 'YYYY-MM-DD' value; an emptied field gives `emptyAs`, the
 * blank the form already used ('' by default, undefined or null where the schema wants that).
 */
export function FormDateField<T extends FieldValues, TOut = T>({
  control,
  name,
  emptyAs = '',
  ...props
}: Omit<TDateFieldProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'ref'> & {
  name: FieldPath<T>;
  control?: Control<T, unknown, TOut>;
  emptyAs?: '' | null | undefined;
}) {
  const {
    field: { ref: inputRef, value, onBlur, onChange, name: fieldName },
  } = useController<T, FieldPath<T>, TOut>({ control, name });
  return (
    <DateField
      {...props}
      name={fieldName}
      ref={inputRef}
      value={value as string | null | undefined}
      onBlur={onBlur}
      onChange={(day) => onChange(day === '' ? emptyAs : day)}
    />
  );
}
