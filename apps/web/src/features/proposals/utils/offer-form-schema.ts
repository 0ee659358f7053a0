import { zodResolver } from '@hookform/resolvers/zod';
import { get, set, type FieldErrors, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { fieldRule, type TPublicBrand } from '@portal/contracts/brand';
import {
  OFFER_FORM_FIELDS,
  offerFormRules,
  ZOfferForm,
  type TOfferForm,
  type TOfferFormFields,
  type TProposalKind,
} from '@portal/contracts/proposals/offer-form.schemas';
import { parseDecimal } from '@portal/contracts/validation/numbers';
import {
  appliesTo,
  baseRequired,
  pathOfRule,
  ruleName,
  toOfferPayload,
  type TOfferFormValues,
} from './offer-form-values';

/** SPEC §1 brand field rules of the offer form, resolved for one type of offer. */
export interface TOfferFieldRules {
  tipo: TProposalKind;
  /** The field is part of this form (its type has it and the brand does not hide it). */
  shown: (path: string) => boolean;
  required: (path: string) => boolean;
  readOnly: (path: string) => boolean;
}

export function offerFieldRules(brand: Pick<TPublicBrand, 'fields'>, tipo: TProposalKind): TOfferFieldRules {
  const always = baseRequired(tipo);
  const rule = (path: string) => fieldRule(brand, 'offer', ruleName(path));
  const shown = (path: string) => appliesTo(tipo, path) && (always.has(path) || rule(path).visible);
  return {
    tipo,
    shown,
    required: (path) => shown(path) && (always.has(path) || rule(path).required),
    readOnly: (path) => !always.has(path) && !rule(path).editable,
  };
}

/** The value at a form path ('tutorEmpresa.dni') of the payload. */
function valueAt(payload: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      payload,
    );
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

type TIssue = { path: PropertyKey[]; message: string };

/** SPEC §1: the fields the brand requires that are blank in the payload. */
function brandRequiredIssues(brand: Pick<TPublicBrand, 'fields'>, rules: TOfferFieldRules, payload: unknown): TIssue[] {
  return Object.keys(brand.fields.offer ?? {})
    .map(pathOfRule)
    .filter(
      (path) =>
        OFFER_FORM_FIELDS.includes(path.split('.')[0]) && rules.required(path) && isBlank(valueAt(payload, path)),
    )
    .map((path) => ({ path: path.split('.'), message: 'required' }));
}

/**
 * The contracts' addOferta schema (SPEC §5 rules; 27 start before end, 102 hours, 57 a degree)
 * applied to the payload of the form values, plus the brand's required fields (SPEC §1). Payload
 * paths are the form's paths, so each error lands on its field.
 */
export function offerFormSchema(brand: Pick<TPublicBrand, 'fields'>, rules: TOfferFieldRules) {
  return z.preprocess(
    (values: TOfferFormValues) => toOfferPayload(values, rules.shown),
    ZOfferForm.superRefine((payload, ctx) => {
      for (const issue of brandRequiredIssues(brand, rules, payload))
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message, input: undefined });
    }),
  );
}

/**
 * zodResolver over `offerFormSchema`. Zod skips the cross-field rules while a field is missing;
 * they are added here so that one submit shows every error at once (SPEC §5), e.g. 27 on the end
 * date next to the fields still to fill.
 */
export function offerFormResolver(
  brand: Pick<TPublicBrand, 'fields'>,
  rules: TOfferFieldRules,
): Resolver<TOfferFormValues, unknown, TOfferForm> {
  const base = zodResolver(offerFormSchema(brand, rules));
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const errors = result.errors as FieldErrors<TOfferFormValues>;
    if (Object.keys(errors).length === 0) return result;
    const payload = toOfferPayload(values, rules.shown);
    // As the schema would read it: blank numeric text is 'not given', numbers are numbers.
    const read = Object.fromEntries(
      Object.entries(payload).map(([key, value]) => [key, value === '' ? undefined : value]),
    );
    if (typeof read.horasSemana === 'string') read.horasSemana = parseDecimal(read.horasSemana) ?? undefined;
    const extra = [...offerFormRules(read as unknown as TOfferFormFields), ...brandRequiredIssues(brand, rules, read)];
    for (const issue of extra) {
      const path = issue.path.join('.');
      if (!get(errors, path)) set(errors, path, { type: 'custom', message: issue.message });
    }
    return { values: {}, errors };
  };
}
