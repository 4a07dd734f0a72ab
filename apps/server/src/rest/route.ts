import type { Rule } from '@studio/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
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
    };

export type RequestBody =
  | (Named & { kind: 'json'; example?: unknown })
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
   * Honours If-Match (the ETag of the record's view): a stale one is refused with 412 and
   * `current`, the record as it is now (of this schema).
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

/** The route of a declaration; its handler reads the services from `request.server`. */
export function route<P extends string>({
  cachedRead,
  handler,
  ...operation
}: RouteDeclaration<P>): RestRoute {
  return {
    ...operation,
    register: (app) => {
      app.route<{ Params: PathParams<P> }>({
        method: operation.method,
        url: operation.path,
        ...(cachedRead ? { compress: false, decompress: false } : {}),
        handler: (request, reply) =>
          handler(
            request,
            reply,
            operation.ifMatch ? expectedVersion(request.headers['if-match']) : undefined,
          ),
      });
    },
  };
}

/** `music` as the document's names (`listMusic`, `MusicRecord`) write it. */
export const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
