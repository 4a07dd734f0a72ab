import { builtinRecords } from '@studio/content';
import {
  access,
  BULK_MAX,
  bulkAnswerSchema,
  bulkSchema,
  type ContentTypeName,
  contentRecordMetaSchema,
  contentTypes,
  countAnswerSchema,
  type PublishingMeta,
  publishingMetaSchema,
  publishingSchema,
  reorderAnswerSchema,
  reorderSchema,
  restoreSchema,
  revisionSchema,
  type VersionMeta,
  versionMetaSchema,
} from '@studio/contracts';
import { deletedAnswer } from './answers';
import { representationOf, sendJson } from './json-answer';
import { localeOf, sendContentLanguage } from './locale';
import { pageOf, previewOf, sendPageHeaders } from './paging';
import { type Named, pascal, type RequestBody, type RestRoute, route } from './route';
import { sendVersioned } from './versions';

/**
 * A written record as SPEC.md's callers know it: its fields, id and times. Its publishing is
 * read with `?status=all`.
 */
function unmanaged<T extends PublishingMeta & VersionMeta>(
  record: T,
): Omit<T, keyof PublishingMeta | keyof VersionMeta> {
  const {
    status: _status,
    publishAt: _publishAt,
    unpublishAt: _unpublishAt,
    version: _version,
    ...rest
  } = record;
  return rest;
}

/** A content type's REST calls (the count only when `counted`), derived from the registry. */
export function contentRoutes(type: ContentTypeName): RestRoute[] {
  const { stem, schema, label, counted } = contentTypes[type];
  const name = pascal(type);
  // The publishing and version are in the answers of `?status=all` reads (and a 412's).
  const record: Named = {
    name: `${name}Record`,
    schema: schema
      .extend(contentRecordMetaSchema.shape)
      .extend(publishingMetaSchema.partial().shape)
      .extend(versionMetaSchema.partial().shape),
  };
  const body: RequestBody = {
    kind: 'json',
    name: `${name}Input`,
    schema: schema.extend(publishingSchema.shape),
    example: builtinRecords(type)[0],
  };
  const tag = label;
  const routes = [
    // Reads answer cached text: the service hands out the same list and record objects until
    // the type changes, so each page or record is serialised and hashed once per change.
    // `?status=all` (signed in): drafts and scheduled records too, each with its publishing;
    // such an answer is the caller's own.
    route({
      method: 'get',
      path: `/api/${stem}display`,
      operationId: `list${name}`,
      summary: `Every public ${label} record, in the site's order (new records last)`,
      tag,
      access: access.content.list,
      success: [{ status: 200, description: 'The records', list: true, ...record }],
      paged: true,
      etag: true,
      preview: true,
      localized: true,
      cachedRead: true,
      handler: async (req, reply) => {
        const page = pageOf(req);
        const preview = previewOf(req);
        const locale = localeOf(req);
        const { content } = req.server.services;
        const records = await content.list(req.actor, type, { preview, locale });
        sendPageHeaders(req, reply, page, records.length, locale);
        sendContentLanguage(req, reply, locale);
        return sendJson(
          req,
          reply,
          representationOf(records, page.key, () => page.slice(records), undefined, locale),
          preview ? 'private' : 'public',
        );
      },
    }),
    route({
      method: 'get',
      path: `/api/${stem}view/:id`,
      operationId: `get${name}`,
      summary: `One public ${label} record (a draft or one not yet due: 404)`,
      tag,
      access: access.content.get,
      success: [{ status: 200, description: 'The record', ...record }],
      etag: true,
      preview: true,
      localized: true,
      cachedRead: true,
      handler: async (req, reply) => {
        const preview = previewOf(req);
        const locale = localeOf(req);
        const { content } = req.server.services;
        const found = await content.versioned(req.actor, type, req.params.id, {
          preview,
          locale,
        });
        sendContentLanguage(req, reply, locale);
        return sendJson(
          req,
          reply,
          representationOf(found.record, 'record', () => found.record, found.version, locale),
          preview ? 'private' : 'public',
        );
      },
    }),
    route({
      method: 'post',
      path: `/api/${stem}`,
      operationId: `create${name}`,
      summary: `Add a ${label} record`,
      tag,
      access: access.content.create,
      body,
      success: [{ status: 201, description: 'The stored record', ...record }],
      localized: true,
      handler: async (req, reply) => {
        const locale = localeOf(req);
        const created = await req.server.services.content.create(req.actor, type, req.body, locale);
        sendContentLanguage(req, reply, locale);
        return reply.status(201).send(unmanaged(created));
      },
    }),
    route({
      method: 'post',
      path: `/api/${stem}update/:id`,
      operationId: `update${name}`,
      summary: `Replace a ${label} record's fields`,
      tag,
      access: access.content.update,
      body,
      success: [{ status: 200, description: 'The stored record', ...record }],
      ifMatch: record,
      localized: true,
      handler: async (req, reply, expected) => {
        const locale = localeOf(req);
        const { content } = req.server.services;
        const id = req.params.id;
        const updated = await content.update(req.actor, type, id, req.body, expected, locale);
        sendContentLanguage(req, reply, locale);
        return sendVersioned(reply, updated.version, unmanaged(updated), locale);
      },
    }),
    route({
      method: 'delete',
      path: `/api/${stem}delete/:id`,
      operationId: `delete${name}`,
      summary: `Delete a ${label} record`,
      tag,
      access: access.content.delete,
      success: [{ status: 200, description: 'Deleted', ...deletedAnswer }],
      ifMatch: record,
      handler: (req, _reply, expected) =>
        req.server.services.content.delete(req.actor, type, req.params.id, expected),
    }),
    route({
      method: 'post',
      path: `/api/${stem}reorder`,
      operationId: `reorder${name}`,
      summary: `Set the order of ${label} records (all of them, or a page of neighbours)`,
      tag,
      access: access.content.reorder,
      body: { kind: 'json', name: 'ReorderInput', schema: reorderSchema },
      success: [
        { status: 200, description: 'Saved', name: 'ReorderAnswer', schema: reorderAnswerSchema },
      ],
      handler: (req) => req.server.services.content.reorder(req.actor, type, req.body),
    }),
    route({
      method: 'post',
      path: `/api/${stem}bulk`,
      operationId: `bulk${name}`,
      summary: `Publish, unpublish or delete (to the trash) many ${label} records at once: by \`ids\`, or every record \`matching\` the admin list's search and status (a token: with content:read, as it searches the drafts); at most ${BULK_MAX}, in one transaction (an unknown id: 400, nothing written)`,
      tag,
      access: access.content.bulk,
      body: {
        kind: 'json',
        name: 'BulkInput',
        schema: bulkSchema,
        example: { action: 'publish', ids: ['0193a5b2-7c1e-7d3a-9f00-4b2c1d0e5f6a'] },
      },
      success: [{ status: 200, description: 'Done', name: 'BulkAnswer', schema: bulkAnswerSchema }],
      handler: (req) => req.server.services.content.bulk(req.actor, type, req.body),
    }),
    route({
      method: 'get',
      path: `/api/${stem}revisions/:id`,
      operationId: `history${name}`,
      summary: `A ${label} record's versions, newest (the current one) first`,
      tag,
      access: access.content.history,
      success: [
        {
          status: 200,
          description: 'The versions',
          list: true,
          name: 'Revision',
          schema: revisionSchema,
        },
      ],
      handler: (req) => req.server.services.content.history(req.actor, type, req.params.id),
    }),
    route({
      method: 'post',
      path: `/api/${stem}restore/:id`,
      operationId: `restore${name}`,
      summary: `Put a ${label} record back as one of its versions was (a new version itself)`,
      tag,
      access: access.content.restore,
      body: { kind: 'json', name: 'RestoreInput', schema: restoreSchema },
      success: [{ status: 200, description: 'The stored record', ...record }],
      ifMatch: record,
      handler: async (req, reply, expected) => {
        const { content } = req.server.services;
        const restored = await content.restore(req.actor, type, req.params.id, req.body, expected);
        return sendVersioned(reply, restored.version, unmanaged(restored));
      },
    }),
  ];
  if (!counted) return routes;
  return [
    ...routes,
    route({
      method: 'get',
      path: `/api/${stem}number`,
      operationId: `count${name}`,
      summary: `How many ${label} records there are`,
      tag,
      access: access.content.count,
      success: [
        { status: 200, description: 'The count', name: 'Count', schema: countAnswerSchema },
      ],
      handler: (req) => req.server.services.content.count(req.actor, type),
    }),
  ];
}
