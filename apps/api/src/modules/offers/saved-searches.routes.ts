import { ZEnvelope, ok } from '@portal/contracts/envelope';
import {
  ZSavedSearches,
  ZSaveSearchBody,
  ZSearchHistory,
  ZSearchAlertBody,
  ZSearchIdBody,
} from '@portal/contracts/offers/offers.schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate } from '../../platform/auth';
import { clearHistory, listHistory, listSaved, removeSaved, saveSearch } from './saved-searches.service';
import { setAlert } from './search-alerts.service';

/**
 * SPEC §2 Offer list filters: saved searches and search history, per student, on the server.
 * The spec names no paths for them; these follow its naming (dame…, guarda…, elimina…). The
 * history fills itself: the first page of a filtered list is recorded (offers.service.ts).
 */
export const savedSearchesRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: [authenticate(['student'])] };
  const doc = (summary: string) => ({ tags: ['offers', 'student'], summary, security: [{ bearer: [] }] });

  r.get(
    '/api/Alumno/dameBusquedasGuardadas',
    { ...base, schema: { ...doc('My saved offer searches'), response: { 200: ZEnvelope(ZSavedSearches) } } },
    async (request) => ok(await listSaved(app.db, request.user.userId)),
  );
  r.post(
    '/api/Alumno/guardaBusqueda',
    {
      ...base,
      schema: {
        ...doc('Saves an offer search under a name (at most 20)'),
        body: ZSaveSearchBody,
        response: { 200: ZEnvelope(ZSavedSearches) },
      },
    },
    async (request) => ok(await saveSearch(app.db, request.user.userId, request.body)),
  );
  r.post(
    '/api/Alumno/eliminaBusqueda',
    {
      ...base,
      schema: {
        ...doc('Deletes one of my saved searches'),
        body: ZSearchIdBody,
        response: { 200: ZEnvelope(ZSavedSearches) },
      },
    },
    async (request) => ok(await removeSaved(app.db, request.user.userId, request.body.id)),
  );
  r.post(
    '/api/Alumno/guardaAlertaBusqueda',
    {
      ...base,
      schema: {
        ...doc('Follows one of my saved searches by e-mail, daily or weekly, or stops (issue #16 part 3)'),
        body: ZSearchAlertBody,
        response: { 200: ZEnvelope(ZSavedSearches) },
      },
    },
    async (request) => {
      await setAlert(app.db, request.user.userId, request.body.id, request.body.frecuencia);
      return ok(await listSaved(app.db, request.user.userId));
    },
  );
  r.get(
    '/api/Alumno/dameHistorialBusquedas',
    {
      ...base,
      schema: { ...doc('My last 20 offer searches, newest first'), response: { 200: ZEnvelope(ZSearchHistory) } },
    },
    async (request) => ok(await listHistory(app.db, request.user.userId)),
  );
  r.post(
    '/api/Alumno/eliminaHistorialBusquedas',
    { ...base, schema: { ...doc('Clears my search history'), response: { 200: ZEnvelope(ZSearchHistory) } } },
    async (request) => ok(await clearHistory(app.db, request.user.userId)),
  );
};
