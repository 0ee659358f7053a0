import type { FastifyReply } from 'fastify';

/**
 * Sends an answer that is already JSON text, checked against the route's schema by whoever made
 * it (offers.service.ts listOffersAnswerText): Fastify sends a string with a JSON content type as
 * it is, without the serializer.
 */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  reply.header('content-type', 'application/json; charset=utf-8');
  return reply.send(text);
}
