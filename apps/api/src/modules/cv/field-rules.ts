import { fieldRule, type TBrand, type TFieldForm } from '@portal/contracts/brand';
import { sql } from 'kysely';
import { AppError } from '../../platform/app-error';
import type { Db } from '../../platform/db';
import type { FieldReference } from './personal-fields';
import { Status } from '@portal/contracts/status-names';

/**
 * SPEC §1 brand field rules applied on the server (docs/account.md 'Field rules'):
 * - a hidden field (`visible: false`) is answered as null and ignored on writes;
 * - a read-only field (`editable: false`) is shown but ignored on writes: the stored value stays,
 *   so that a form may send it back unchanged and a crafted request cannot change it;
 * - a required field (`required: true`), or a base-required field of the form, that is shown and
 *   editable must be present: otherwise 15 with `datos.campos` naming every missing field.
 */
export function isVisible(brand: TBrand, form: TFieldForm, field: string): boolean {
  return fieldRule(brand, form, field).visible;
}

export function isWritable(brand: TBrand, form: TFieldForm, field: string): boolean {
  const rule = fieldRule(brand, form, field);
  return rule.visible && rule.editable;
}

export function isRequired(brand: TBrand, form: TFieldForm, field: string, baseRequired: readonly string[]): boolean {
  const rule = fieldRule(brand, form, field);
  return rule.visible && (rule.required || baseRequired.includes(field));
}

/** 15 naming the fields, in the shape of schema validation failures. */
export function missingFields(fields: string[]): AppError {
  return new AppError(Status.RequiredDataMissing, {
    datos: { campos: fields.map((campo) => ({ campo, error: 'required' })) },
  });
}

/**
 * Checks that ids a form sends exist (a province, a country, an item of a domain list); an
 * unknown id is a malformed field (15) rather than a foreign-key failure.
 */
export async function checkReferences(
  db: Db,
  refs: Array<{ field: string; ref: FieldReference; ids: number[] }>,
): Promise<void> {
  const bad: string[] = [];
  for (const { field, ref, ids } of refs) {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) continue;
    let found: number;
    if ('table' in ref) {
      const row = await db
        .selectFrom(ref.table)
        .select(sql<number>`count(*)`.as('n'))
        .where('id', 'in', wanted)
        .executeTakeFirstOrThrow();
      found = Number(row.n);
    } else {
      const row = await db
        .selectFrom('domain_items')
        .select(sql<number>`count(*)`.as('n'))
        .where('list', '=', ref.list)
        .where('id', 'in', wanted)
        .executeTakeFirstOrThrow();
      found = Number(row.n);
    }
    if (found !== wanted.length) bad.push(field);
  }
  if (bad.length > 0)
    throw new AppError(Status.RequiredDataMissing, {
      datos: { campos: bad.map((campo) => ({ campo, error: 'malformed' })) },
    });
}
