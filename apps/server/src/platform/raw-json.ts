import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that is already text (e.g. a cached, immutable snapshot spliced into a reply). Fastify
 * sends a string with a JSON content type as it is, skipping the route's response serialiser; the
 * caller answers for the text matching the route's response schema (which still documents it).
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
