import type { FastifyPluginAsync } from 'fastify';

/**
 * The route plugins of every area, registered under /api by buildApp. An area adds its
 * `<area>.routes.ts` plugin here, one line each.
 */
export const areaRoutes: FastifyPluginAsync[] = [
];
