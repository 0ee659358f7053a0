import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { BrandRegistry } from './brand';
import { BrandConfigError } from './brand';
import { DEFAULT_MAIL_TEMPLATES, type MailLang, type MailTemplateKey, type MailText } from './mail-template-defaults';
import { escapeHtml } from './escape-html';

/**
 * Mail templates per brand (ADR 0013): the defaults of mail-template-defaults.ts, overridden by
 * an optional `brands/<key>/mail-templates.json` read and checked at start, so a wrong key or a
 * placeholder the template does not offer stops the start with the file and field named.
 */
export type MailTemplates = ReadonlyMap<string, Partial<Record<MailTemplateKey, Record<MailLang, MailText>>>>;

const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

function placeholdersOf(text: string): Set<string> {
  return new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]));
}

/** Placeholders a key offers: those its default texts use, in either language. */
function allowedPlaceholders(key: MailTemplateKey): Set<string> {
  const d = DEFAULT_MAIL_TEMPLATES[key];
  return new Set(
    [...Object.values(d)].flatMap((text) => [...placeholdersOf(text.subject), ...placeholdersOf(text.body)]),
  );
}

const ZText = z.string().trim().min(1).max(4000);
const ZOverrideText = z.strictObject({ subject: ZText.optional(), body: ZText.optional() });
const ZOverride = z.strictObject({ es: ZOverrideText.optional(), ca: ZOverrideText.optional() });
const KEYS = Object.keys(DEFAULT_MAIL_TEMPLATES) as [MailTemplateKey, ...MailTemplateKey[]];

/** The file's schema: known keys only, each text using only the placeholders its key offers. */
export const ZMailTemplateFile = z.partialRecord(z.enum(KEYS), ZOverride).superRefine((file, ctx) => {
  for (const [key, override] of Object.entries(file) as Array<[MailTemplateKey, z.infer<typeof ZOverride>]>) {
    const allowed = allowedPlaceholders(key);
    for (const lang of ['es', 'ca'] as const) {
      for (const part of ['subject', 'body'] as const) {
        const text = override[lang]?.[part];
        if (!text) continue;
        for (const name of placeholdersOf(text)) {
          if (!allowed.has(name))
            ctx.addIssue({
              code: 'custom',
              path: [key, lang, part],
              message: `unknown placeholder {${name}} (this template offers ${[...allowed].map((a) => `{${a}}`).join(', ')})`,
            });
        }
      }
    }
  }
});

/** Reads every brand's mail-templates.json (when present) over the defaults; throws BrandConfigError. */
export function loadMailTemplates(registry: Pick<BrandRegistry, 'dirs'>): MailTemplates {
  const out = new Map<string, Partial<Record<MailTemplateKey, Record<MailLang, MailText>>>>();
  for (const [key, dir] of registry.dirs) {
    const file = path.join(dir, 'mail-templates.json');
    if (!fs.existsSync(file)) continue;
    const rel = path.join('brands', key, 'mail-templates.json');
    let raw: unknown;
    try {
      raw = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (err) {
      throw new BrandConfigError(`Invalid mail templates ${rel}: ${(err as Error).message}`);
    }
    const parsed = ZMailTemplateFile.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new BrandConfigError(`Invalid mail templates ${rel}: ${issue.path.join('.')}: ${issue.message}`);
    }
    const merged: Partial<Record<MailTemplateKey, Record<MailLang, MailText>>> = {};
    for (const [k, override] of Object.entries(parsed.data) as Array<[MailTemplateKey, z.infer<typeof ZOverride>]>) {
      const d = DEFAULT_MAIL_TEMPLATES[k];
      merged[k] = {
        es: { ...d.es, ...override.es },
        ca: { ...d.ca, ...override.ca },
      };
    }
    out.set(key, merged);
  }
  return out;
}

/**
 * The subject and body of one mail: the brand's text if it overrides the key, else the default,
 * with each `{name}` replaced by its value (missing values read as empty).
 */
export function renderMail(
  templates: MailTemplates,
  brandKey: string,
  key: MailTemplateKey,
  lang: MailLang,
  values: Record<string, string | number | null | undefined>,
): MailText {
  const text = templates.get(brandKey)?.[key]?.[lang] ?? DEFAULT_MAIL_TEMPLATES[key][lang];
  const fill = (s: string) =>
    s.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name] ?? '') : whole));
  return { subject: fill(text.subject), body: fill(text.body) };
}

/** A rendered body as the notification's HTML: one escaped paragraph per line. */
export function paragraphs(text: string): string {
  return text
    .split('\n')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}
