import { messages, type Rule } from '@studio/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config';
import { ServiceError } from '../services/errors';
import { expectedVersion } from './versions';

/** A named contract schema: one entry of the OpenAPI document's components. */
export interface Named {
  name: string;
  schema: z.ZodType;
}

type Success =
  | (Named & {
      status: number;
      description: string;
      /** The answer is an array of the schema (a list). */
      list?: boolean;
    })
  /** A file sent as it is stored, of one of these types, with these headers (name: meaning). */
  | {
      status: number;
      description: string;
      files: readonly string[];
      headers: Readonly<Record<string, string>>;
      /** When one of the types is JSON: the array of this schema it holds. */
      jsonList?: Named;
    };

export type RequestBody =
  | (Named & {
      kind: 'json';
      example?: unknown;
      /** Also read as text of this media type (a CSV file): the handler gets the string. */
      text?: { mediaType: string; description: string };
    })
  /** multipart/form-data: the schema's text fields plus one optional file. */
  | (Named & { kind: 'multipart'; file: string });

/** One REST call as the OpenAPI document describes it. */
export interface Operation {
  method: 'get' | 'post' | 'patch' | 'delete';
  /** As Fastify registers it (`/api/musicview/:id`). */
  path: string;
  operationId: string;
  summary: string;
  tag: string;
  /** Who may call it: the access table's rule (a level, and a token scope where tokens may). */
  access: Rule;
  body?: RequestBody;
  success: Success[];
  /** Takes `limit`/`offset`; answers X-Total-Count and Link. */
  paged?: boolean;
  /** Answers an ETag, and 304 to a matching If-None-Match. */
  etag?: boolean;
  /** Takes `?status=all` (signed in): drafts and scheduled records too. */
  preview?: boolean;
  /**
   * Takes `?locale=xx` (LOCALES): reads answer that locale's values (Content-Language), writes
   * write its translation.
   */
  localized?: boolean;
  /** More query parameters: the object schema's fields. */
  query?: z.ZodObject;
  /**
   * Honours If-Match (the ETag of the record's view): a stale one is refused with 412, the
   * current version's ETag and, to a caller who may read it, `current`: the record as it is now
   * (of this schema).
   */
  ifMatch?: Named;
  /** Refusals beyond those the call's shape implies (see the document's `refusalsOf`). */
  refusals?: number[];
  /** What a refusal means for this call, where the document's general words say too little. */
  refusalNotes?: Readonly<Partial<Record<number, string>>>;
}

/** The names of a path's parameters, read from its type (`/api/x/:type/:id` → "type" | "id"). */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type PathParams<P extends string> = { [Name in ParamNames<P>]: string };

/** A call declared once: what the document says of it, and how the server answers it. */
interface RouteDeclaration<P extends string> extends Operation {
  path: P;
  /**
   * The public reads compress their own cached answers (sendJson) and take no body: without
   * the compression plugin's hooks on each, the busiest paths do less per request.
   */
  cachedRead?: boolean;
  /** The largest body this call reads (413 above), from the settings; else the app's. */
  bodyLimit?: (config: Config) => number;
  /** `expected`: the version If-Match names, for a call that declares `ifMatch`. */
  handler: (
    request: FastifyRequest<{ Params: PathParams<P> }>,
    reply: FastifyReply,
    expected: number | undefined,
  ) => unknown;
}

/** A declared call: its description, and its registration on an app. */
export interface RestRoute extends Operation {
  register(app: FastifyInstance): void;
}

/** Refuses bytes that are not UTF-8 rather than reading them as replacement characters. */
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A form sent to a call that reads JSON: @fastify/multipart takes every multipart body (leaving
 * it for the handler to read), so without this such a call would read an empty body (400).
 */
async function refuseForm(request: FastifyRequest) {
  if (request.isMultipart()) {
    throw new ServiceError('unsupportedType', messages.server.unsupportedContentType);
  }
}

/** The route of a declaration; its handler reads the services from `request.server`. */
export function route<P extends string>({
  cachedRead,
  bodyLimit,
  handler,
  ...operation
}: RouteDeclaration<P>): RestRoute {
  const text = operation.body?.kind === 'json' ? operation.body.text : undefined;
  const add = (app: FastifyInstance) =>
    app.route<{ Params: PathParams<P> }>({
      method: operation.method,
      url: operation.path,
      ...(cachedRead ? { compress: false, decompress: false } : {}),
      ...(bodyLimit ? { bodyLimit: bodyLimit(app.config) } : {}),
      ...(operation.body?.kind === 'json' ? { preValidation: refuseForm } : {}),
      handler: (request, reply) =>
        handler(
          request,
          reply,
          operation.ifMatch ? expectedVersion(request.headers['if-match']) : undefined,
        ),
    });
  return {
    ...operation,
    register: (app) => {
      if (!text) {
        add(app);
        return;
      }
      // The text parser is this call's alone: every other call keeps refusing text (415).
      app.register(async (scoped) => {
        scoped.addContentTypeParser(text.mediaType, { parseAs: 'buffer' }, (_req, body, done) => {
          try {
            done(null, typeof body === 'string' ? body : utf8.decode(body));
          } catch {
            done(new ServiceError('invalid', messages.server.textNotUtf8));
          }
        });
        add(scoped);
      });
    },
  };
}

/** `music` as the document's names (`listMusic`, `MusicRecord`) write it. */
export const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
