import type { FastifyInstance } from 'fastify';

/**
 * Work that must not change how long an answer takes: a recovery request answers 505 at once and
 * mails in the background, so that a known and an unknown account take the same time (no account
 * enumeration by timing). Failures are logged; closing the app waits for what is still running.
 */
export interface DetachedTasks {
  run(label: string, task: () => Promise<unknown>): void;
}

export function detachedTasks(app: FastifyInstance): DetachedTasks {
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });
  return {
    run(label, task) {
      const promise: Promise<void> = task()
        .then(() => undefined)
        .catch((err: unknown) => app.log.error({ err: (err as Error).message }, `${label} failed`))
        .finally(() => pending.delete(promise));
      pending.add(promise);
    },
  };
}
