import type { FastifyRequest } from 'fastify';
import { auditOrigin } from '../../platform/audit';
import { contentLang } from '../../platform/content-language';
import { offerListCacheFor } from './offer-list-cache';
import type { StudentContext } from './offers.service';

/** The signed-in student, their brand and language, and the database: what every student call needs. */
export function studentContext(request: FastifyRequest): StudentContext {
  const { db, engine, config } = request.server;
  return {
    db,
    engine,
    userId: request.user.userId,
    brandKey: request.brand.key,
    timeZone: request.brand.timeZone,
    // The page's language (issue #12 item 22): offer texts, states and places as the page reads.
    lang: contentLang(request),
    listCache: offerListCacheFor(db, config.offerListCacheSeconds, request.dataVersions),
    origin: auditOrigin(request),
  };
}
