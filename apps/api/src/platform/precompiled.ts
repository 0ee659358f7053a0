import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './db';

/**
 * A query built and compiled once per database, then run with new values. Kysely rebuilds and
 * compiles the query tree on every call (~30 µs per query under load, bench/README.md 'Offer
 * list and search'), a large share of the queries every signed-in request runs (the session
 * check, the student's audience). For hot queries only; the others stay plain Kysely.
 *
 * `build` receives a placeholder for each named value; each placeholder must reach the SQL as one
 * bound parameter (a comparison value, not a list whose length varies, not an identifier), which
 * is checked on first use.
 */
export function precompiled<P extends Record<string, unknown>, R>(
  names: ReadonlyArray<keyof P & string>,
  build: (db: Db, values: P) => Compilable<R>,
) {
  const compiledFor = new WeakMap<Db, { compiled: CompiledQuery<R>; slots: Array<(keyof P & string) | undefined> }>();
  return async function run(db: Db, values: P): Promise<R[]> {
    let entry = compiledFor.get(db);
    if (!entry) {
      const marks = Object.fromEntries(names.map((n) => [n, `\u0000${n}\u0000`])) as unknown as P;
      const compiled = build(db, marks).compile();
      const slots = compiled.parameters.map((v) => names.find((n) => marks[n] === v));
      const missing = names.filter((n) => !slots.includes(n));
      if (missing.length > 0) throw new Error(`precompiled query: ${missing.join(', ')} not bound as a parameter`);
      entry = { compiled, slots };
      compiledFor.set(db, entry);
    }
    const { compiled, slots } = entry;
    const parameters = compiled.parameters.map((v, i) => {
      const slot = slots[i];
      return slot === undefined ? v : values[slot];
    });
    const result = await db.executeQuery<R>({ ...compiled, parameters });
    return result.rows;
  };
}
