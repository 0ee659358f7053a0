import type { FastifyRequest } from 'fastify';
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
    lang: request.user.lang,
    listCache: offerListCacheFor(db, config.offerListCacheSeconds, request.dataVersions),
  };
}
