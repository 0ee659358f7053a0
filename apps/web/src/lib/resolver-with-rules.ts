import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

type TIssue = { path: PropertyKey[]; message: string };
/** The cross-field rules of a contract (its superRefine), as the contracts export them. */
export type TObjectRule<TValues> = (
  values: TValues,
  ctx: { addIssue(issue: TIssue & { code: 'custom' }): void },
) => void;

/**
 * A zod resolver that also shows the schema's cross-field rules while other fields are invalid.
 * zod runs an object's refinements only once every field parses, so an empty form said nothing
 * about, say, the billing province until the rest was filled in (issue #12 item 19, SPEC §5
 * Fiscal account). The rules run again on the raw values and add the errors zod left out.
 */
export function resolverWithRules<TValues extends FieldValues, TOut>(
  schema: z.ZodType,
  rules: ReadonlyArray<TObjectRule<TValues>>,
): Resolver<TValues, unknown, TOut> {
  const base = zodResolver(schema as never) as unknown as Resolver<TValues, unknown, TOut>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const errors = result.errors as FieldErrors;
    if (Object.keys(errors).length === 0) return result;
    const extra: Record<string, FieldError> = {};
    const ctx = {
      addIssue: ({ path, message }: TIssue) => {
        const name = path.map(String).join('.');
        if (!(name in errors) && !(name in extra)) extra[name] = { type: 'custom', message };
      },
    };
    for (const rule of rules) {
      try {
        rule(values, ctx);
      } catch {
        // A rule reading a value of the wrong type: the schema already reports that field.
      }
    }
    return { values: {}, errors: { ...errors, ...extra } } as unknown as Awaited<
      ReturnType<Resolver<TValues, unknown, TOut>>
    >;
  };
}
