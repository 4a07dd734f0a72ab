import { builtinRecords, builtinSingletons } from '@studio/content';
import {
  access,
  anyone,
  auditEntrySchema,
  auditFilterSchema,
  authAnswerSchema,
  careerApplicationSchema,
  careerRecordSchema,
  contactMessageSchema,
  contactSubmissionSchema,
  contentRecordMetaSchema,
  contentTypeNames,
  contentTypes,
  countAnswerSchema,
  cvFileTypes,
  deletedAnswerSchema,
  inboxArchiveSchema,
  inboxBulkAnswerSchema,
  inboxCountsSchema,
  inboxes,
  inboxFolderQuerySchema,
  inboxIdsSchema,
  inboxReadSchema,
  inboxStateSchema,
  loginSchema,
  logoutAnswerSchema,
  mediaMimeSchema,
  mediaRecordSchema,
  mediaUpdateSchema,
  mediaUploadSchema,
  mediaVariantFormats,
  pendingAnswerSchema,
  publishingMetaSchema,
  publishingSchema,
  type Rule,
  recordMetaSchema,
  registerSchema,
  reorderAnswerSchema,
  reorderSchema,
  restoreSchema,
  revisionSchema,
  singletonMetaSchema,
  singletonNames,
  singletonTypes,
  spamGuardSchema,
  TRASH_DAYS,
  trashEntrySchema,
  trashRestoredSchema,
} from '@studio/contracts';
import type { z } from 'zod';
import { accountMailOperations } from './account-mail-operations';

/** A named contract schema: one entry of the document's components. */
export interface Named {
  name: string;
  schema: z.ZodType;
}

export type Success =
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

/** One REST call, described from the same registries the routes are registered from. */
export interface Operation {
  method: 'get' | 'post' | 'delete';
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
  /** More query parameters: the object schema's fields. */
  query?: z.ZodObject;
  /** Refusals beyond those the call's shape implies (see `errorStatuses`). */
  refusals?: number[];
}

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

const deleted: Named = { name: 'Deleted', schema: deletedAnswerSchema };

/** A content type's calls (the count only when `counted`), as `rest/content.ts` makes them. */
function contentOperations(type: (typeof contentTypeNames)[number]): Operation[] {
  const { stem, schema, label, counted } = contentTypes[type];
  const name = pascal(type);
  // The publishing is in the answers of writes and of `?status=all` reads.
  const record: Named = {
    name: `${name}Record`,
    schema: schema
      .extend(contentRecordMetaSchema.shape)
      .extend(publishingMetaSchema.partial().shape),
  };
  const body: RequestBody = {
    kind: 'json',
    name: `${name}Input`,
    schema: schema.extend(publishingSchema.shape),
    example: builtinRecords(type)[0],
  };
  const tag = label;
  const operations: Operation[] = [
    {
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
    },
    {
      method: 'get',
      path: `/api/${stem}view/:id`,
      operationId: `get${name}`,
      summary: `One public ${label} record (a draft or one not yet due: 404)`,
      tag,
      access: access.content.get,
      success: [{ status: 200, description: 'The record', ...record }],
      etag: true,
      preview: true,
    },
    {
      method: 'post',
      path: `/api/${stem}`,
      operationId: `create${name}`,
      summary: `Add a ${label} record`,
      tag,
      access: access.content.create,
      body,
      success: [{ status: 201, description: 'The stored record', ...record }],
    },
    {
      method: 'post',
      path: `/api/${stem}update/:id`,
      operationId: `update${name}`,
      summary: `Replace a ${label} record's fields`,
      tag,
      access: access.content.update,
      body,
      success: [{ status: 200, description: 'The stored record', ...record }],
    },
    {
      method: 'delete',
      path: `/api/${stem}delete/:id`,
      operationId: `delete${name}`,
      summary: `Delete a ${label} record`,
      tag,
      access: access.content.delete,
      success: [{ status: 200, description: 'Deleted', ...deleted }],
    },
    {
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
    },
    {
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
    },
    {
      method: 'post',
      path: `/api/${stem}restore/:id`,
      operationId: `restore${name}`,
      summary: `Put a ${label} record back as one of its versions was (a new version itself)`,
      tag,
      access: access.content.restore,
      body: { kind: 'json', name: 'RestoreInput', schema: restoreSchema },
      success: [{ status: 200, description: 'The stored record', ...record }],
    },
  ];
  if (counted) {
    operations.push({
      method: 'get',
      path: `/api/${stem}number`,
      operationId: `count${name}`,
      summary: `How many ${label} records there are`,
      tag,
      access: access.content.count,
      success: [
        { status: 200, description: 'The count', name: 'Count', schema: countAnswerSchema },
      ],
    });
  }
  return operations;
}

/** `GET /api/<stem>view` and `POST /api/<stem>update`, as `rest/singletons.ts` makes them. */
function singletonOperations(kind: (typeof singletonNames)[number]): Operation[] {
  const { stem, schema, label } = singletonTypes[kind];
  const name = pascal(kind);
  const record: Named = {
    name: `${name}Settings`,
    schema: schema.extend(singletonMetaSchema.shape),
  };
  return [
    {
      method: 'get',
      path: `/api/${stem}view`,
      operationId: `get${name}`,
      summary: label,
      tag: label,
      access: access.singleton.get,
      success: [{ status: 200, description: label, ...record }],
    },
    {
      method: 'post',
      path: `/api/${stem}update`,
      operationId: `update${name}`,
      summary: `Replace the ${label.toLowerCase()}`,
      tag: label,
      access: access.singleton.update,
      body: { kind: 'json', name: `${name}Input`, schema, example: builtinSingletons[kind] },
      success: [{ status: 200, description: `The stored ${label.toLowerCase()}`, ...record }],
    },
  ];
}

/** The reads, triage and delete calls of an inbox, as `rest/inbox.ts` makes them. */
function inboxReadOperations(
  inbox: keyof typeof inboxes,
  fields: { name: string; schema: z.ZodObject },
): Operation[] {
  const tag = inboxes[inbox].label;
  const name = pascal(inbox);
  const rules = access[inbox];
  // The inbox state is in the answers of `?folder=` lists and of one entry.
  const record: Named = {
    name: `${fields.name}Entry`,
    schema: fields.schema.extend(inboxStateSchema.partial().shape),
  };
  const bulk = (verb: string, summary: string, schema: z.ZodObject, rule: Rule): Operation => ({
    method: 'post',
    path: `/api/${inbox}${verb}`,
    operationId: `${verb}${name}`,
    summary,
    tag,
    access: rule,
    body: { kind: 'json', name: `${name}${pascal(verb)}Input`, schema },
    success: [{ status: 200, description: 'What changed', ...bulkAnswer }],
  });
  return [
    {
      method: 'get',
      path: `/api/${inbox}display`,
      operationId: `list${name}`,
      summary: `Every ${inbox} submission, oldest first (\`?folder=\`: one folder, with each one's state)`,
      tag,
      access: rules.list,
      success: [{ status: 200, description: 'The submissions', list: true, ...record }],
      paged: true,
      etag: true,
      query: inboxFolderQuerySchema,
    },
    {
      method: 'get',
      path: `/api/${inbox}view/:id`,
      operationId: `view${name}`,
      summary: `One ${inbox} submission, whole, with its state (opening it marks it read)`,
      tag,
      access: rules.view,
      success: [{ status: 200, description: 'The submission', ...record }],
    },
    bulk('read', 'Mark submissions read or unread', inboxReadSchema, rules.triage),
    bulk('archive', 'Archive submissions, or put them back', inboxArchiveSchema, rules.triage),
    bulk('bulkdelete', 'Delete several submissions', inboxIdsSchema, rules.delete),
    {
      method: 'delete',
      path: `/api/${inbox}delete/:id`,
      operationId: `delete${name}`,
      summary: `Delete a ${inbox} submission`,
      tag,
      access: rules.delete,
      success: [{ status: 200, description: 'Deleted', ...deleted }],
    },
    {
      method: 'get',
      path: `/api/${inbox}export`,
      operationId: `export${name}`,
      summary: `The ${inbox} submissions as CSV (\`?folder=\`: one folder), oldest first`,
      tag,
      access: rules.export,
      query: inboxFolderQuerySchema,
      success: [
        {
          status: 200,
          description: 'A CSV file with a header row',
          files: ['text/csv'],
          headers: { 'Content-Disposition': `attachment, named ${inbox}.csv` },
        },
      ],
    },
  ];
}

const bulkAnswer: Named = { name: 'InboxBulkAnswer', schema: inboxBulkAnswerSchema };

function inboxOperations(): Operation[] {
  const contactRecord = {
    name: 'ContactMessage',
    schema: contactMessageSchema.extend(recordMetaSchema.shape),
  };
  const careerRecord = { name: 'CareerApplication', schema: careerRecordSchema };
  return [
    {
      method: 'post',
      path: '/api/contact',
      operationId: 'createContact',
      summary: 'Send a message from the contact form',
      tag: inboxes.contact.label,
      access: access.contact.create,
      body: { kind: 'json', name: 'ContactSubmission', schema: contactSubmissionSchema },
      success: [{ status: 201, description: 'The stored message', ...contactRecord }],
      refusals: [429],
    },
    ...inboxReadOperations('contact', contactRecord),
    {
      method: 'post',
      path: '/api/career',
      operationId: 'createCareer',
      summary: 'Apply for a job, with an optional CV (.pdf, .doc or .docx)',
      tag: inboxes.career.label,
      access: access.career.create,
      body: {
        kind: 'multipart',
        name: 'CareerSubmission',
        schema: careerApplicationSchema.extend(spamGuardSchema.shape),
        file: 'cv',
      },
      success: [{ status: 201, description: 'The stored application', ...careerRecord }],
      refusals: [429],
    },
    ...inboxReadOperations('career', careerRecord),
    {
      method: 'get',
      path: '/api/inboxcounts',
      operationId: 'countInboxes',
      summary: 'Unread and not-archived submissions of each inbox',
      tag: inboxes.contact.label,
      access: access.contact.list,
      success: [
        {
          status: 200,
          description: 'The counts',
          name: 'InboxCounts',
          schema: inboxCountsSchema,
        },
      ],
    },
    {
      method: 'get',
      path: '/uploads/cvs/:name',
      operationId: 'downloadCv',
      summary: "An application's CV (its `cv` field is the name)",
      tag: inboxes.career.label,
      access: access.career.downloadCv,
      success: [
        {
          status: 200,
          description: 'The file as stored, as an attachment under its original name',
          files: Object.values(cvFileTypes).map((type) => type.mime),
          headers: { 'Content-Disposition': 'attachment, with the name the file was sent under' },
        },
      ],
    },
  ];
}

const mediaFileTypes = [
  ...mediaMimeSchema.options,
  ...mediaVariantFormats.map((format) => `image/${format}`),
].filter((mime, index, all) => all.indexOf(mime) === index);

/** The media library (`rest/media.ts`). */
function mediaOperations(): Operation[] {
  const tag = 'Media';
  const record: Named = { name: 'MediaRecord', schema: mediaRecordSchema };
  return [
    {
      method: 'post',
      path: '/api/media',
      operationId: 'uploadMedia',
      summary: 'Upload an image or a video (typed by its content; the same file again is 200)',
      tag,
      access: access.media.upload,
      body: { kind: 'multipart', name: 'MediaUpload', schema: mediaUploadSchema, file: 'file' },
      success: [
        { status: 201, description: 'The new library item', ...record },
        { status: 200, description: 'The item already stored with the same bytes', ...record },
      ],
    },
    {
      method: 'get',
      path: '/api/mediadisplay',
      operationId: 'listMedia',
      summary: 'The library, newest first',
      tag,
      access: access.media.list,
      success: [{ status: 200, description: 'The items', list: true, ...record }],
      paged: true,
      etag: true,
    },
    {
      method: 'get',
      path: '/api/mediaview/:id',
      operationId: 'getMedia',
      summary: 'One library item',
      tag,
      access: access.media.get,
      success: [{ status: 200, description: 'The item', ...record }],
    },
    {
      method: 'post',
      path: '/api/mediaupdate/:id',
      operationId: 'updateMedia',
      summary: "Change an item's alt text or name",
      tag,
      access: access.media.update,
      body: { kind: 'json', name: 'MediaUpdate', schema: mediaUpdateSchema },
      success: [{ status: 200, description: 'The changed item', ...record }],
    },
    {
      method: 'delete',
      path: '/api/mediadelete/:id',
      operationId: 'deleteMedia',
      summary: 'Delete an item and its files, unless a record uses it',
      tag,
      access: access.media.delete,
      success: [{ status: 200, description: 'Deleted', ...deleted }],
      refusals: [409],
    },
    {
      method: 'get',
      path: '/files/media/:hash/:file',
      operationId: 'mediaFile',
      summary: "A library file: the original, a variant or a poster (the items' URLs)",
      tag,
      access: anyone,
      success: [
        {
          status: 200,
          description: 'The file, cached for good (its address is its content)',
          files: mediaFileTypes,
          headers: { 'Cache-Control': 'public, a year, immutable', 'Accept-Ranges': 'bytes' },
        },
        {
          status: 206,
          description: 'The byte range the `Range` header asked for (videos seek with them)',
          files: mediaFileTypes,
          headers: { 'Content-Range': 'the bytes sent and the whole size: `bytes 0-99/1234`' },
        },
      ],
      refusals: [416],
    },
  ];
}

const session: Named = { name: 'AuthAnswer', schema: authAnswerSchema };

/** Sign-in, registration and sign-out (`rest/auth.ts`): callable by anyone. */
const authOperations = (): Operation[] => [
  {
    method: 'post',
    path: '/api/login',
    operationId: 'login',
    summary: 'Sign in: a token, and the session cookie',
    tag: 'Auth',
    access: anyone,
    body: { kind: 'json', name: 'Login', schema: loginSchema },
    success: [{ status: 200, description: 'Signed in', ...session }],
    refusals: [401, 403, 429, 503],
  },
  {
    method: 'post',
    path: '/api/register',
    operationId: 'register',
    summary: 'Create an account (the first one is the administrator)',
    tag: 'Auth',
    access: anyone,
    body: { kind: 'json', name: 'Register', schema: registerSchema },
    success: [
      { status: 201, description: 'The first account, signed in', ...session },
      {
        status: 202,
        description: 'A later account, waiting for a role (REGISTRATION=open)',
        name: 'Pending',
        schema: pendingAnswerSchema,
      },
    ],
    refusals: [403, 429, 503],
  },
  {
    method: 'post',
    path: '/api/logout',
    operationId: 'logout',
    summary: "End the caller's session",
    tag: 'Auth',
    access: anyone,
    success: [
      { status: 200, description: 'Signed out', name: 'LogoutAnswer', schema: logoutAnswerSchema },
    ],
    refusals: [401, 403],
  },
];

/** The activity log (`rest/audit.ts`). */
const auditOperations = (): Operation[] => [
  {
    method: 'get',
    path: '/api/auditdisplay',
    operationId: 'listActivity',
    summary: 'The activity log, newest first (the first 100 without `limit`), filtered',
    tag: 'Activity',
    access: access.audit.list,
    success: [
      {
        status: 200,
        description: 'The entries',
        list: true,
        name: 'AuditEntry',
        schema: auditEntrySchema,
      },
    ],
    paged: true,
    query: auditFilterSchema,
  },
];

/** The trash (`rest/trash.ts`). */
const trashOperations = (): Operation[] => [
  {
    method: 'get',
    path: '/api/trashdisplay',
    operationId: 'listTrash',
    summary: `Content records deleted within ${TRASH_DAYS} days, every type, newest first (the first 100 without \`limit\`)`,
    tag: 'Trash',
    access: access.trash.list,
    success: [
      {
        status: 200,
        description: 'The deleted records',
        list: true,
        name: 'TrashEntry',
        schema: trashEntrySchema,
      },
    ],
    paged: true,
  },
  {
    method: 'post',
    path: '/api/trashrestore/:type/:id',
    operationId: 'restoreFromTrash',
    summary:
      "Put a deleted record back: its id, fields and publishing, last in its type's order (400 for an unknown type; 404 not in the trash; 409 its id is taken)",
    tag: 'Trash',
    access: access.trash.restore,
    success: [
      { status: 200, description: 'Restored', name: 'TrashRestored', schema: trashRestoredSchema },
    ],
    refusals: [409],
  },
];

/** Every REST call the server registers under /api, but the document itself. */
export const restOperations = (): Operation[] => [
  ...authOperations(),
  ...accountMailOperations(),
  ...contentTypeNames.flatMap(contentOperations),
  ...singletonNames.flatMap(singletonOperations),
  ...inboxOperations(),
  ...mediaOperations(),
  ...auditOperations(),
  ...trashOperations(),
];
