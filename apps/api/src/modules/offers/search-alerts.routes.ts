import { ZEnvelope, ok } from '@portal/contracts/envelope';
import {
  ZAlertUnsubscribeBody,
  ZAlertUnsubscribed,
  ZAlertUnsubscribeQuery,
} from '@portal/contracts/offers/offers.schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unsubscribe } from './search-alerts.service';

/**
 * The one-click unsubscribe of a saved-search alert (issue #16 part 3), without sign-in: the
 * /baja-alerta page sends `{ token }` as JSON; a mail client following the List-Unsubscribe-Post
 * header (RFC 8058) POSTs `List-Unsubscribe=One-Click` as a form to the URL that carries the token.
 */
export const searchAlertsRoutes: FastifyPluginAsync = async (instance) => {
  // Only this plugin reads form bodies: the one-click body says nothing the URL does not.
  instance.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
    done(null, {}),
  );
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/Publico/bajaAlertaBusqueda',
    {
      schema: {
        tags: ['offers'],
        summary: "Stops the saved-search alert of the e-mail's unsubscribe link (no sign-in)",
        querystring: ZAlertUnsubscribeQuery,
        body: ZAlertUnsubscribeBody.partial().optional(),
        response: { 200: ZEnvelope(ZAlertUnsubscribed) },
      },
    },
    async (request) => ok(await unsubscribe(app.db, request.brand.key, request.body?.token ?? request.query.token)),
  );
};
