import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

type Handler = (request: FastifyRequest, reply: FastifyReply, path: string) => Promise<void>;

/**
 * tRPC at /trpc/<procedures>, as `fastifyTRPCPlugin` mounts it, but with the router, its
 * schemas and tRPC itself loaded by the first call rather than by the start (about a sixth of
 * a cold start; the public site calls the REST API, the admin tRPC).
 */
export const trpcPlugin = fp(async (app) => {
  await app.register(async (trpc) => {
    // tRPC answers its earliest refusals (a batch over the cap, no content type) with a fetch
    // Response whose string body is typed text/plain by default: the body is JSON as every other.
    trpc.addHook('onSend', async (_request, _reply, payload) => {
      if (payload instanceof Response && payload.headers.get('content-type')?.startsWith('text/')) {
        payload.headers.set('content-type', 'application/json');
      }
      return payload;
    });
    // tRPC reads the bodies itself: JSON as text, multipart as the request's stream.
    trpc.removeContentTypeParser('application/json');
    trpc.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    trpc.removeContentTypeParser('multipart/form-data');
    trpc.addContentTypeParser('multipart/form-data', (_request, body, done) => done(null, body));

    let handler: Promise<Handler> | undefined;
    const load = () => {
      handler ??= import('../trpc/fastify-handler').then(
        ({ trpcHandler }) => trpcHandler(app),
        (error: unknown) => {
          handler = undefined;
          throw error;
        },
      );
      return handler;
    };
    trpc.all<{ Params: { path: string } }>('/trpc/:path', async (request, reply) => {
      await (await load())(request, reply, request.params.path);
    });
  });
});
