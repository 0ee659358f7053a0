import type { Updateable } from 'kysely';
import type { OfferRow } from '../../db/tables/offers';
import type { Db } from '../../platform/db';
import { loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { cloneOffer } from './offer-fixtures';
import { studentClient } from './student-test-client';

/**
 * What the student offer tests share (lists, filters, requirements, fit, saved searches): a fresh
 * test app on the engine under test, the student client over it and alumna@'s token. Each file
 * still builds its own app, so that no test sees another file's rows.
 */
export interface AlumnaApp {
  t: TestApp;
  api: ReturnType<typeof studentClient>;
  alumna: string;
}

export async function alumnaApp(): Promise<AlumnaApp> {
  const t = await buildTestApp();
  return { t, api: studentClient(t.app), alumna: await loginAs(t.app, 'alumna@demo.test') };
}

/**
 * A copy of job offer 5 (empresa@'s company, for alumna@'s degree), not highlighted so that it
 * does not move the lists' order, with `changes`: the offer the requirement and fit tests vary.
 */
export function copyOfJobOffer5(db: Db, changes: Updateable<OfferRow> = {}): Promise<number> {
  return cloneOffer(db, 5, { fecha_destacada: null, ...changes });
}
