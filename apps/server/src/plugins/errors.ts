import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type ApiError, messages } from '@studio/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { versionTag } from '../rest/versions';
import { ServiceError } from '../services/errors';
import type { SecurityHeaders } from './security';

/**
 * Fastify's, @fastify/multipart's and busboy's own client errors, answered in our JSON shape
 * with our words: never the framework's text, which may echo the request.
 */
const knownErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: messages.server.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: messages.server.malformedJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: messages.server.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: messages.server.unsupportedContentType },
  FST_ERR_BAD_URL: { status: 400, message: messages.server.badUrl },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: messages.server.uriTooLong },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: messages.server.tooLarge },
  FST_FILES_LIMIT: { status: 400, message: messages.server.oneFile },
  FST_PARTS_LIMIT: { status: 413, message: messages.server.tooManyParts },
  FST_FIELDS_LIMIT: { status: 413, message: messages.server.tooManyParts },
  FST_PROTO_VIOLATION: { status: 400, message: messages.server.malformedForm },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: messages.server.multipartRequired },
  // The client went away mid-body (an idle upload cut, a closed tab): theirs, not a server fault.
  ECONNRESET: { status: 400, message: messages.server.aborted },
  ERR_STREAM_PREMATURE_CLOSE: { status: 400, message: messages.server.aborted },
};

/** busboy's complaints about a body that is not well-formed multipart (no code of their own). */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Unexpected end of (form|multipart data)|Malformed part header|Malformed urlencoded form)/;

const genericMessages: Record<number, string> = {
  400: messages.server.badRequest,
  404: messages.server.notFound,
  408: messages.server.requestTimeout,
  413: messages.server.bodyTooLarge,
  414: messages.server.uriTooLong,
  415: messages.server.unsupportedContentType,
  416: messages.server.rangeNotSatisfiable,
  431: messages.server.headersTooLarge,
};

/** The status and body of any error a request can end in. */
function errorAnswer(error: Error & { code?: string; statusCode?: number }): {
  status: number;
  body: ApiError;
  retryAfterSeconds?: number;
  current?: { record?: object; version: number };
} {
  if (error instanceof ServiceError) {
    const body: ApiError = { message: error.message };
    if (error.issues) body.issues = error.issues;
    if (error.usedBy) body.usedBy = error.usedBy;
    if (error.twoFactorRequired) body.twoFactorRequired = error.twoFactorRequired;
    if (error.current) body.current = error.current.record;
    if (error.current?.changedBy) body.changedBy = error.current.changedBy;
    return {
      status: error.status,
      body,
      retryAfterSeconds: error.retryAfterSeconds,
      ...(error.current ? { current: error.current } : {}),
    };
  }
  const known = error.code ? knownErrors[error.code] : undefined;
  if (known) return { status: known.status, body: { message: known.message } };
  if (MALFORMED_MULTIPART.test(error.message)) {
    return { status: 400, body: { message: messages.server.malformedForm } };
  }
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500)
    return { status: 500, body: { message: messages.server.internal } };
  return { status, body: { message: genericMessages[status] ?? messages.server.badRequest } };
}

function send(reply: FastifyReply, headers: SecurityHeaders, error: FastifyError | ServiceError) {
  const answer = errorAnswer(error);
  if (answer.status === 500) reply.request.log.error({ err: error }, 'request failed');
  if (answer.retryAfterSeconds) reply.header('retry-after', String(answer.retryAfterSeconds));
  // A stale write: the current record's tag, for the next If-Match. Without the record (the
  // caller may not read it) the tag hashes the answer instead: never a hash of what it hides.
  if (answer.current) {
    const { version, record } = answer.current;
    reply.header('etag', versionTag(version, JSON.stringify(record ?? answer.body)));
  }
  return reply.headers(headers).status(answer.status).send(answer.body);
}

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode or route, answered before any hook runs,
 * so the security headers are added here.
 */
export const frameworkErrors =
  (headers: SecurityHeaders) =>
  (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    send(reply, headers, error);
  };

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refused (bad syntax, headers over
 * 16 KiB, headers too slow), answered on the raw socket in our JSON shape.
 */
export function clientErrorHandler(headers: SecurityHeaders) {
  return (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 408
          : 400;
    const body = JSON.stringify({ message: genericMessages[status] });
    const lines = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    if (socket.writable) socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
    else socket.destroy(error);
  };
}

/** Every error under /api, /uploads and the static paths becomes `{ message, issues? }`. */
export const errorsPlugin = fp<{ headers: SecurityHeaders }>(async (app, { headers }) => {
  app.setErrorHandler<FastifyError | ServiceError>((error, _request, reply) =>
    send(reply, headers, error),
  );
});
