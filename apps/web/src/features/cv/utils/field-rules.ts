import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { fieldRule, type TFieldForm, type TFieldRule, type TPublicBrand } from '@portal/contracts/brand';
import type { TDomainItem } from '@portal/contracts/domains/domains.schemas';

/** SPEC §1 field rules of one form of the brand, by field name. */
export function rulesOf(brand: TPublicBrand, form: TFieldForm) {
  return (field: string): TFieldRule => fieldRule(brand, form, field);
}

function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/**
 * A resolver for the contract's schema plus the brand's `required` rules and the form's
 * base-required fields (SPEC §1; the API answers 15 for them): a visible, editable field left blank
 * is 'required'. Checked on the raw values beside the schema, so that both kinds of error show
 * together (zod skips an object's refinements while a field has an issue).
 */
export function requiredFieldsResolver<TValues extends FieldValues, TOut>(
  schema: z.ZodType<TOut, TValues>,
  brand: TPublicBrand,
  form: TFieldForm,
  fields: readonly string[],
  baseRequired: readonly string[] = [],
): Resolver<TValues, unknown, TOut> {
  const rule = rulesOf(brand, form);
  const required = fields.filter((field) => {
    const r = rule(field);
    return r.visible && r.editable && (r.required || baseRequired.includes(field));
  });
  const base = zodResolver(schema as never) as unknown as Resolver<TValues, unknown, TOut>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const missing: FieldErrors = {};
    for (const field of required) {
      if (isBlank((values as Record<string, unknown>)[field]) && !(result.errors as FieldErrors)[field]) {
        missing[field] = { type: 'required', message: 'required' };
      }
    }
    if (Object.keys(missing).length === 0) return result;
    return { values: {}, errors: { ...(result.errors as FieldErrors), ...missing } as FieldErrors<TValues> };
  };
}

/** Items of a reference list as Mantine select options (ids as strings). */
export function options(items: readonly TDomainItem[] | undefined): { value: string; label: string }[] {
  return (items ?? []).map((item) => ({ value: String(item.id), label: item.descripcion }));
}

/** An id as a select value: '' for none. */
export function idValue(id: number | null | undefined): string {
  return id === null || id === undefined ? '' : String(id);
}
