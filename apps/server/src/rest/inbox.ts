import {
  access,
  careerRecordSchema,
  careerSubmissionSchema,
  contactRecordSchema,
  contactSubmissionSchema,
  cvFileTypes,
  type InboxState,
  inboxArchiveSchema,
  inboxBulkAnswerSchema,
  inboxCountsSchema,
  inboxes,
  inboxFolderQuerySchema,
  inboxIdsSchema,
  inboxReadSchema,
  inboxStateSchema,
  type Rule,
} from '@studio/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Services } from '../services';
import { validate } from '../services/errors';
import type { InboxDesk, InboxRowState } from '../services/inbox/desk';
import { deletedAnswer } from './answers';
import { sendFile } from './files';
import { formParts } from './form-parts';
import { represent, sendJson } from './json-answer';
import { pageOf, sendPageHeaders } from './paging';
import { type Named, pascal, type RestRoute, route } from './route';

/** An entry as SPEC.md's callers know it: without the inbox state they never asked about. */
const specShape = <T extends InboxState>({ readAt, archived, spam, ...entry }: T) => entry;

const folderOf = (request: FastifyRequest) =>
  request.url.includes('?') ? validate(inboxFolderQuerySchema, request.query).folder : undefined;

const bulkAnswer: Named = { name: 'InboxBulkAnswer', schema: inboxBulkAnswerSchema };

/**
 * One inbox's reads and triage: SPEC's list and delete, then (beside them) one entry, the bulk
 * read/archive/delete, and the CSV export.
 */
function deskRoutes<Row extends InboxRowState, Entry extends object>(
  inbox: keyof typeof inboxes,
  deskOf: (services: Services) => InboxDesk<Row, Entry>,
  fields: { name: string; schema: z.ZodObject },
): RestRoute[] {
  const tag = inboxes[inbox].label;
  const name = pascal(inbox);
  const rules = access[inbox];
  const desk = (request: FastifyRequest) => deskOf(request.server.services);
  // The inbox state is in the answers of `?folder=` lists and of one entry.
  const record: Named = {
    name: `${fields.name}Entry`,
    schema: fields.schema.extend(inboxStateSchema.partial().shape),
  };
  const bulk = (
    verb: 'read' | 'archive' | 'notspam' | 'bulkdelete',
    summary: string,
    body: { schema: z.ZodObject; rule: Rule },
    act: (request: FastifyRequest) => unknown,
  ) =>
    route({
      method: 'post',
      path: `/api/${inbox}${verb}`,
      operationId: `${verb}${name}`,
      summary,
      tag,
      access: body.rule,
      body: { kind: 'json', name: `${name}${pascal(verb)}Input`, schema: body.schema },
      success: [{ status: 200, description: 'What changed', ...bulkAnswer }],
      handler: act,
    });
  return [
    // `?folder=` (inbox, unread, all, archived, spam) pages one folder, each entry with its state;
    // without it, every entry but spam.
    route({
      method: 'get',
      path: `/api/${inbox}display`,
      operationId: `list${name}`,
      summary: `Every ${inbox} submission but spam, oldest first (\`?folder=\`: one folder, with each one's state)`,
      tag,
      access: rules.list,
      success: [{ status: 200, description: 'The submissions', list: true, ...record }],
      paged: true,
      etag: true,
      query: inboxFolderQuerySchema,
      handler: async (req, reply) => {
        const page = pageOf(req);
        const folder = folderOf(req);
        const { items, total } = await desk(req).list(req.actor, { ...page.query, folder });
        sendPageHeaders(req, reply, page, total);
        const body = folder ? items : items.map(specShape);
        return sendJson(req, reply, represent(body), 'private');
      },
    }),
    route({
      method: 'get',
      path: `/api/${inbox}view/:id`,
      operationId: `view${name}`,
      summary: `One ${inbox} submission, whole, with its state (opening it marks it read)`,
      tag,
      access: rules.view,
      success: [{ status: 200, description: 'The submission', ...record }],
      handler: (req) => desk(req).view(req.actor, req.params.id),
    }),
    bulk(
      'read',
      'Mark submissions read or unread',
      { schema: inboxReadSchema, rule: rules.triage },
      (req) => desk(req).mark(req.actor, req.body),
    ),
    bulk(
      'archive',
      'Archive submissions, or put them back',
      { schema: inboxArchiveSchema, rule: rules.triage },
      (req) => desk(req).archive(req.actor, req.body),
    ),
    bulk(
      'notspam',
      'Move submissions of the spam folder to the inbox (unread, announced as new)',
      { schema: inboxIdsSchema, rule: rules.triage },
      (req) => desk(req).notSpam(req.actor, req.body),
    ),
    bulk(
      'bulkdelete',
      'Delete several submissions',
      { schema: inboxIdsSchema, rule: rules.delete },
      (req) => desk(req).remove(req.actor, req.body),
    ),
    route({
      method: 'delete',
      path: `/api/${inbox}delete/:id`,
      operationId: `delete${name}`,
      summary: `Delete a ${inbox} submission`,
      tag,
      access: rules.delete,
      success: [{ status: 200, description: 'Deleted', ...deletedAnswer }],
      handler: (req) => desk(req).delete(req.actor, req.params.id),
    }),
    route({
      method: 'get',
      path: `/api/${inbox}export`,
      operationId: `export${name}`,
      summary: `The ${inbox} submissions but spam as CSV (\`?folder=\`: one folder), oldest first`,
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
      handler: async (req, reply) => {
        const csv = await desk(req).export(req.actor, folderOf(req));
        return sendFile(reply, { name: `${inbox}.csv`, type: 'text/csv; charset=utf-8' }, csv);
      },
    }),
  ];
}

const contactRecord = {
  name: 'ContactMessage',
  schema: contactRecordSchema,
};
const careerRecord = { name: 'CareerApplication', schema: careerRecordSchema };

/** The contact and career inboxes: anyone sends, admins (and tokens) read and triage. */
export const inboxRoutes = (): RestRoute[] => [
  route({
    method: 'post',
    path: '/api/contact',
    operationId: 'createContact',
    summary: 'Send a message from the contact form',
    tag: inboxes.contact.label,
    access: access.contact.create,
    body: { kind: 'json', name: 'ContactSubmission', schema: contactSubmissionSchema },
    success: [{ status: 201, description: 'The stored message', ...contactRecord }],
    refusals: [429],
    handler: async (req, reply) =>
      reply.status(201).send(await req.server.services.contact.create(req.actor, req.body)),
  }),
  ...deskRoutes('contact', (services) => services.contact, contactRecord),
  route({
    method: 'post',
    path: '/api/career',
    operationId: 'createCareer',
    summary: 'Apply for a job, with an optional CV (.pdf, .doc or .docx)',
    tag: inboxes.career.label,
    access: access.career.create,
    body: {
      kind: 'multipart',
      name: 'CareerSubmission',
      schema: careerSubmissionSchema,
      file: 'cv',
    },
    success: [{ status: 201, description: 'The stored application', ...careerRecord }],
    refusals: [429],
    handler: async (req, reply) =>
      reply.status(201).send(await req.server.services.career.create(req.actor, formParts(req))),
  }),
  ...deskRoutes('career', (services) => services.career, careerRecord),
  route({
    method: 'get',
    path: '/api/inboxcounts',
    operationId: 'countInboxes',
    summary: 'Unread, not-archived and spam submissions of each inbox',
    tag: inboxes.contact.label,
    access: access.contact.list,
    success: [
      { status: 200, description: 'The counts', name: 'InboxCounts', schema: inboxCountsSchema },
    ],
    handler: (req) => req.server.services.inbox.counts(req.actor),
  }),
  // Admin-only download.
  route({
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
    handler: async (req, reply) => {
      const cv = await req.server.services.career.cv(req.actor, req.params.name);
      reply.header('content-length', cv.bytes);
      return sendFile(reply, { name: cv.downloadName, type: cv.contentType }, cv.body);
    },
  }),
];
