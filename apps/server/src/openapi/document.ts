import {
  type Access,
  API_TOKEN_PREFIX,
  apiErrorSchema,
  cvFileTypes,
  localeQuerySchema,
  pageQuerySchema,
  RECENT_SIGN_IN_MINUTES,
  type Rule,
  statusQuerySchema,
  tokenScopes,
} from '@studio/contracts';
import { SESSION_COOKIE } from '../plugins/session';
import type { Operation, RequestBody } from '../rest/route';
import { restRouteTable } from '../rest/table';
import { type JsonSchema, jsonSchemaOf, SchemaComponents } from './json-schema';

type Json = { [key: string]: unknown };

/** What each refusal means here; the body is always the contracts' ApiError. */
const refusalDescriptions: Record<number, string> = {
  400: 'Bad input (`issues` lists each field that is wrong), a bad query or a malformed body',
  401: 'Not signed in, or the session has ended',
  403: "The caller's role may not do this, a cookie came from another site, or (TWO_FACTOR=required-for-admins) an admin must first set up two-factor sign-in",
  404: 'No such record',
  409: 'A conflict: the record is in use (`usedBy` lists the records that use it, those in the trash marked `trashed`), or its id is taken',
  412: 'If-Match named a version that is no longer current: nothing was changed. ETag is the tag of the current version (the next If-Match); to a caller who may read the record (a content record: one who may read drafts, so a token with `content:read`), `current` is the record as it is now and `changedBy` who changed it, when known',
  413: 'The body (or a file in it) is too large',
  415: 'The body is not of the type this call reads',
  414: 'The address is longer than 8 KiB',
  416: 'The byte range starts past the end of the file (Content-Range gives its size)',
  429: 'Too many calls from this address; try again after Retry-After seconds',
  500: 'An internal failure (the details are in the server log only)',
  503: 'The server is busy (try again after Retry-After seconds), or sends no mail (SMTP_URL)',
};

/** What a 403 may also mean where the access table asks for a recent sign-in. */
const notSignedInRecently = `, or the session signed in over ${RECENT_SIGN_IN_MINUTES} minutes ago (sign in again to change how you sign in)`;

/** What one refusal of this call means: its own note, else the general words. */
function refusalDescription(operation: Operation, status: number): string {
  const note = operation.refusalNotes?.[status];
  if (note) return note;
  const general = refusalDescriptions[status] ?? 'Refused';
  return status === 403 && operation.access.recentSignIn ? general + notSignedInRecently : general;
}

const retryAfter = {
  'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } },
};

const etagHeader = {
  ETag: { description: 'The current version: the next If-Match', schema: { type: 'string' } },
};

/** The names of a Fastify path's parameters (`:id` → `id`). */
const pathParameters = (path: string) =>
  [...path.matchAll(/:(\w+)/g)].flatMap(([, name]) => (name ? [name] : []));

/** The refusals a call can answer: those its shape implies, and its own. */
function refusalsOf(operation: Operation): number[] {
  // Any call: a malformed address (bad percent-encoding: 400; over 8 KiB: 414) or an internal
  // failure (500, a generic message).
  const statuses = new Set([...(operation.refusals ?? []), 400, 414, 500]);
  if (operation.body) statuses.add(413).add(415);
  if (operation.access.level !== 'public' || operation.preview) statuses.add(401).add(403);
  if (pathParameters(operation.path).length > 0) statuses.add(404);
  if (operation.ifMatch) statuses.add(412);
  return [...statuses].sort((a, b) => a - b);
}

const roleNeeded: Record<Access, string> = {
  public: 'Anyone may call this.',
  signedIn: 'Needs a signed-in account.',
  editor: 'Needs the editor or admin role.',
  admin: 'Needs the admin role.',
};

/** What a caller needs, in words: the role, and the API token scope where tokens may call. */
const describeAccess = ({ level, scope }: Rule) =>
  scope ? `${roleNeeded[level]} An API token needs the \`${scope}\` scope.` : roleNeeded[level];

/**
 * A session (cookie or its bearer token), or an API token holding the scope (OpenAPI 3.1 lets
 * a bearer scheme list the roles it needs); without a scope, accounts only.
 */
const securityOf = ({ scope }: Rule) => [
  { sessionCookie: [] },
  { bearerAuth: scope ? [scope] : [] },
];

/** Builds a document for one set of operations; the schemas are named in `components`. */
class DocumentBuilder {
  readonly components = new SchemaComponents();
  readonly #error = this.components.ref('ApiError', apiErrorSchema);
  // The parsed (`output`) form: a whole number within the bounds the server checks.
  readonly #pageQuery = jsonSchemaOf(pageQuerySchema, 'output');
  readonly #statusQuery = jsonSchemaOf(statusQuerySchema, 'output');
  readonly #localeQuery = jsonSchemaOf(localeQuerySchema, 'output');

  requestBody(body: RequestBody): Json {
    const schema = this.components.ref(body.name, body.schema);
    if (body.kind === 'json') {
      const example = body.example === undefined ? {} : { example: jsonOf(body.example) };
      const text = body.text
        ? {
            [body.text.mediaType]: {
              schema: { type: 'string', description: body.text.description },
            },
          }
        : {};
      return { required: true, content: { 'application/json': { schema, ...example }, ...text } };
    }
    const file = { type: 'string', contentMediaType: 'application/octet-stream' };
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { allOf: [schema, { type: 'object', properties: { [body.file]: file } }] },
          encoding: {
            [body.file]: {
              contentType: Object.values(cvFileTypes)
                .map(({ mime }) => mime)
                .join(', '),
            },
          },
        },
      },
    };
  }

  parameters(operation: Operation): Json[] {
    const parameters: Json[] = [];
    for (const name of pathParameters(operation.path)) {
      parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
    }
    const queries = [
      ...(operation.paged ? [this.#pageQuery] : []),
      ...(operation.preview ? [this.#statusQuery] : []),
      ...(operation.localized ? [this.#localeQuery] : []),
      ...(operation.query ? [jsonSchemaOf(operation.query, 'output')] : []),
    ];
    for (const { properties } of queries) {
      for (const [name, schema] of Object.entries(isJson(properties) ? properties : {})) {
        parameters.push({ name, in: 'query', required: false, schema });
      }
    }
    if (operation.ifMatch) {
      parameters.push({
        name: 'If-Match',
        in: 'header',
        required: false,
        description:
          "The ETag the record's view (or the last write) gave: the call is made only while the record is at that version, else 412. Left out (or `*`): whatever its version.",
        schema: { type: 'string' },
      });
    }
    return parameters;
  }

  responses(operation: Operation): Json {
    const responses: Json = {};
    for (const success of operation.success) {
      if ('files' in success) {
        const file = { schema: { type: 'string', format: 'binary' } };
        responses[String(success.status)] = {
          description: success.description,
          headers: Object.fromEntries(
            Object.entries(success.headers).map(([name, description]) => [
              name,
              { description, schema: { type: 'string' } },
            ]),
          ),
          content: Object.fromEntries(
            success.files.map((type) => [
              type,
              type === 'application/json' && success.jsonList
                ? {
                    schema: {
                      type: 'array',
                      items: this.components.ref(success.jsonList.name, success.jsonList.schema),
                    },
                  }
                : file,
            ]),
          ),
        };
        continue;
      }
      const ref = this.components.ref(success.name, success.schema);
      const headers: Json = {};
      if (operation.paged) {
        headers['X-Total-Count'] = {
          description: 'How many records the whole list holds',
          schema: { type: 'integer', minimum: 0 },
        };
        headers.Link = {
          description: 'The next page (`<…?limit=&offset=>; rel="next"`), when there is one',
          schema: { type: 'string' },
        };
      }
      if (operation.localized) {
        headers['Content-Language'] = {
          description: 'The locale answered (with more than one configured: LOCALES)',
          schema: { type: 'string' },
        };
      }
      if (operation.etag || operation.ifMatch) {
        headers.ETag = {
          description: operation.ifMatch
            ? "The record's new version: send it as If-Match with the next write"
            : "Send it as If-None-Match for a 304; a record's, as If-Match with a write",
          schema: { type: 'string' },
        };
      }
      responses[String(success.status)] = {
        description: success.description,
        ...(Object.keys(headers).length > 0 ? { headers } : {}),
        content: {
          'application/json': { schema: success.list ? { type: 'array', items: ref } : ref },
        },
      };
    }
    if (operation.etag)
      responses['304'] = { description: 'Not modified: the If-None-Match tag is current' };
    for (const status of refusalsOf(operation)) {
      const current = status === 412 ? operation.ifMatch : undefined;
      responses[String(status)] = {
        description: refusalDescription(operation, status),
        ...(status === 429 || status === 503 ? { headers: retryAfter } : {}),
        ...(current ? { headers: etagHeader } : {}),
        content: {
          'application/json': {
            schema: current
              ? {
                  allOf: [
                    this.#error,
                    {
                      type: 'object',
                      properties: { current: this.components.ref(current.name, current.schema) },
                    },
                  ],
                }
              : this.#error,
          },
        },
      };
    }
    return responses;
  }

  operation(operation: Operation): Json {
    const parameters = this.parameters(operation);
    return {
      operationId: operation.operationId,
      summary: operation.summary,
      description: describeAccess(operation.access),
      tags: [operation.tag],
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(operation.body ? { requestBody: this.requestBody(operation.body) } : {}),
      responses: this.responses(operation),
      ...(operation.access.level === 'public' ? {} : { security: securityOf(operation.access) }),
      ...(operation.access.level === 'public' ? {} : { 'x-access': operation.access.level }),
    };
  }
}

const isJson = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value as JSON has it (undefined fields gone), as an example must be. */
const jsonOf = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** Fastify's `/api/musicview/:id` as OpenAPI writes it: `/api/musicview/{id}`. */
export const openapiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The OpenAPI 3.1 document of the REST API, from the contract registries and zod schemas. */
export function openapiDocument(): Json {
  const builder = new DocumentBuilder();
  const operations = restRouteTable();
  const paths: Record<string, Json> = {};
  for (const operation of operations) {
    const path = openapiPath(operation.path);
    paths[path] = { ...paths[path], [operation.method]: builder.operation(operation) };
  }
  const tags = [...new Set(operations.map(({ tag }) => tag))].map((name) => ({ name }));
  const schemas: Record<string, JsonSchema> = builder.components.toJson();
  return {
    openapi: '3.1.0',
    info: {
      title: 'Studio REST API',
      version: '1.0.0',
      description:
        'The REST API of the studio site. Admin calls authenticate with the session cookie ' +
        'that /api/login sets, with its token as `Authorization: Bearer <token>`, or with an ' +
        'API token an admin created (limited to its scopes; never accounts or tokens).',
    },
    servers: [{ url: '/' }],
    tags,
    paths,
    components: {
      schemas,
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: `An API token (\`${API_TOKEN_PREFIX}…\`, created by an admin on the API tokens page, limited to its scopes: ${tokenScopes.join(', ')}) or a session token from /api/login.`,
        },
      },
    },
  };
}
