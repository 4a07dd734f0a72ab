import type { FastifyPluginAsync } from 'fastify';
import { type Representation, represent, sendJson } from '../rest/json-answer';
import { openapiDocument } from './document';

/**
 * GET /api/openapi.json: the document, built on the first call (it depends on the contracts
 * alone) and then answered as the same bytes, with an ETag (the security headers come from the
 * app's own hook, like every answer's).
 */
export const openapiRoute: FastifyPluginAsync = async (app) => {
  let document: Representation | undefined;
  app.get('/api/openapi.json', (request, reply) => {
    document ??= represent(openapiDocument());
    return sendJson(request, reply, document);
  });
};
