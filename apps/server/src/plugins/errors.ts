import { type ApiError, messages } from '@studio/contracts';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { ServiceError } from '../services/errors';

/** Fastify's own client errors, answered in our JSON shape with our words. */
const fastifyErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: messages.server.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: messages.server.malformedJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: messages.server.tooLarge },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: messages.server.tooLarge },
  FST_FILES_LIMIT: { status: 400, message: 'Send at most one file, in the "cv" field.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    message: 'Send this form as multipart/form-data.',
  },
};

/** Every error under /api and /uploads becomes `{ message, issues? }`; never a stack trace. */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler<FastifyError | ServiceError>((error, request, reply) => {
    if (error instanceof ServiceError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      const body: ApiError = { message: error.message };
      if (error.issues) body.issues = error.issues;
      return reply.status(error.status).send(body);
    }
    const known = error.code ? fastifyErrors[error.code] : undefined;
    if (known) return reply.status(known.status).send({ message: known.message });
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: messages.server.internal });
    }
    if (status === 415) return reply.status(415).send({ message: 'Unsupported content type.' });
    return reply.status(status).send({ message: error.message });
  });
});
