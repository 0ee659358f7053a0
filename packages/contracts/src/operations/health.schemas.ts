import { z } from 'zod';
import { ZEnvelope } from '../envelope';

/**
 * Health and readiness of one instance (issue #18 part 4), for load balancers and operators.
 * `/api/health`: the process answers. `/api/ready`: it may take traffic — the database answers,
 * Redis answers when configured, the migrations are done and it is not draining (SIGTERM).
 */
export const ZHealth = ZEnvelope(z.object({ estado: z.literal('ok') }));

const ZCheck = z.enum(['ok', 'fallo', 'sin_configurar']);

export const ZReadiness = ZEnvelope(
  z.object({
    listo: z.boolean(),
    baseDeDatos: ZCheck,
    redis: ZCheck,
    migraciones: ZCheck,
    drenando: z.boolean(),
  }),
);
export type TReadiness = z.infer<typeof ZReadiness>['datos'];
