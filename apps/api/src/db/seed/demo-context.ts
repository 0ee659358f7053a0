import type { Kysely, Transaction } from 'kysely';
import type { Storage } from '../../platform/storage/storage';
import type { Database } from '../database';

/**
 * Dates of the demo data are relative to the day it is seeded, so that published offers stay
 * open, events split into past and future, and the internship falls in the current course
 * however long after the release the portal is first started.
 */
export interface DemoClock {
  /** 'YYYY-MM-DD', `n` days from the seeding day (negative: before). */
  day(n: number): string;
  /** ISO timestamp `n` days from the seeding day, at hh:mm UTC (default 10:00, never after the seeding moment's time of day). */
  at(n: number, hh?: number, mm?: number): string;
  /** The academic course of the seeding day, '2025-26' (courses start in September). */
  course: string;
  previousCourse: string;
  /** First year of the current course (2025 for '2025-26'). */
  courseYear: number;
}

function courseLabel(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

export function demoClock(now: Date = new Date()): DemoClock {
  const base = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // 10:00 UTC, or the seeding moment when seeded earlier in the day: 'n days ago' is then at least
  // n whole days ago and 'today' is never in the future (seeded at 00:40 UTC, an offer 'published
  // today at 10:00' was hidden and '20 days waiting' read 19).
  const defaultTime = Math.min(10 * 3_600_000, now.getTime() - base);
  const courseYear = now.getUTCMonth() >= 8 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  return {
    day: (n) => new Date(base + n * 86_400_000).toISOString().slice(0, 10),
    at: (n, hh, mm = 0) =>
      new Date(base + n * 86_400_000 + (hh === undefined ? defaultTime : (hh * 60 + mm) * 60_000)).toISOString(),
    course: courseLabel(courseYear),
    previousCourse: courseLabel(courseYear - 1),
    courseYear,
  };
}

export type DemoDb = Transaction<Database> | Kysely<Database>;

export interface DemoContext {
  clock: DemoClock;
  /** argon2id hash of the demo password, computed once. */
  passwordHash: string;
  /** Brand of the demo accounts and their data. */
  brand: string;
  /** Where the demo's files (guides, event images) are stored. */
  files: Storage;
}
