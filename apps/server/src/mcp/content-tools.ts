import {
  access,
  browseSchema,
  contentSchema,
  contentTypeNames,
  contentTypes,
  listFilterSchema,
  localeQuerySchema,
  localizedFields,
  mcpMessages,
  publishingSchema,
  versionMetaSchema,
} from '@studio/contracts';
import { z } from 'zod';
import { jsonSchemaOf } from '../openapi/json-schema';
import { allows } from '../services/actor';
import { tool } from './tool';

// Every argument is a contract's schema, and `type` the registry's names: a type added to the
// registry is in every tool's arguments, with no code of its own.
const type = z.enum(contentTypeNames, { error: mcpMessages.unknownType });
const id = z.string().min(1);
const version = versionMetaSchema.shape.version;
const locale = localeQuerySchema.shape.locale;
const fields = z
  .record(z.string(), z.unknown(), { error: mcpMessages.fieldsObject })
  .describe("The type's fields by name, as list_content_types describes them.");

const PUBLISHING: ReadonlySet<string> = new Set(publishingSchema.keyof().options);
/** The fields without publishing: only publish_record publishes. */
const withoutPublishing = (sent: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(sent).filter(([name]) => !PUBLISHING.has(name)));

const listContentTypes = tool({
  name: 'list_content_types',
  description:
    "The site's content types: each one's name, label, fields (JSON Schema), localized fields, " +
    'record count (for a token that may read content) and whether it requires review; and the ' +
    "site's locales, the default first.",
  rules: [],
  input: z.object({}),
  async run({ services, actor }) {
    const counted = await allows(access.content.count, actor);
    const types = await Promise.all(
      contentTypeNames.map(async (name) => ({
        name,
        label: contentTypes[name].label,
        fields: jsonSchemaOf(contentSchema(name)),
        localizedFields: localizedFields(name),
        ...(counted ? { records: await services.content.count(actor, name) } : {}),
        // No review step exists yet: every write is published by Publish alone.
        requiresReview: false,
      })),
    );
    return { types, locales: services.locales.answer() };
  },
});

const searchRecords = tool({
  name: 'search_records',
  description:
    "A page of a type's records, drafts and scheduled ones too, each with its version and " +
    'publishing: `query` searches every text field, `status` keeps one publishing state, ' +
    "`cursor` is the previous page's nextCursor; `locale` reads the records in that locale.",
  rules: [access.content.browse, access.content.preview],
  input: z.object({
    type,
    query: listFilterSchema.shape.search,
    status: listFilterSchema.shape.status,
    locale,
    limit: browseSchema.shape.limit,
    cursor: browseSchema.shape.cursor,
  }),
  async run({ services, actor }, { type, query, status, locale, limit, cursor }) {
    const page = await services.content.browse(actor, type, {
      search: query,
      status,
      limit,
      cursor,
    });
    if (locale === undefined) return page;
    const read = await services.content.list(actor, type, { preview: true, locale });
    const inLocale = new Map(read.map((record) => [record._id, record]));
    return { ...page, items: page.items.map((record) => inLocale.get(record._id) ?? record) };
  },
});

const getRecord = tool({
  name: 'get_record',
  description:
    'One record, a draft or scheduled one too, with its `version` (which update_record, ' +
    'publish_record and trash_record need) and its publishing; in `locale` if given.',
  rules: [access.content.preview],
  input: z.object({ type, id, locale }),
  async run({ services, actor }, { type, id, locale }) {
    return (await services.content.versioned(actor, type, id, { preview: true, locale })).record;
  },
});

const createDraft = tool({
  name: 'create_draft',
  description:
    'Adds a record as a draft, never public (publish_record publishes it). With a `locale` ' +
    "other than the default, the fields are that locale's too. Answers the record with its version.",
  rules: [access.content.create],
  input: z.object({ type, fields, locale }),
  async run({ services, actor }, { type, fields, locale }) {
    return services.content.create(
      actor,
      type,
      { ...withoutPublishing(fields), status: 'draft' },
      locale,
    );
  },
});

const updateRecord = tool({
  name: 'update_record',
  description:
    "Replaces a record's fields (send them all, as get_record answers them), only while it is " +
    'at `version`: a record changed since is refused and nothing is written. Its publishing ' +
    "stays as it is. With a non-default `locale`: that locale's translation.",
  rules: [access.content.update],
  input: z.object({ type, id, version, fields, locale }),
  async run({ services, actor }, { type, id, version, fields, locale }) {
    return services.content.update(actor, type, id, withoutPublishing(fields), version, locale);
  },
});

const publishRecord = tool({
  name: 'publish_record',
  description:
    'Publishes a record now (a schedule it had is cleared), only while it is at `version`.',
  rules: [access.content.update],
  input: z.object({ type, id, version }),
  async run({ services, actor }, { type, id, version }) {
    return services.content.publish(actor, type, id, version);
  },
});

const trashRecord = tool({
  name: 'trash_record',
  description:
    'Moves a record to the trash (an admin can restore it from there), only while it is at ' +
    '`version`.',
  rules: [access.content.delete],
  input: z.object({ type, id, version }),
  async run({ services, actor }, { type, id, version }) {
    return services.content.delete(actor, type, id, version);
  },
});

export const contentTools = [
  listContentTypes,
  searchRecords,
  getRecord,
  createDraft,
  updateRecord,
  publishRecord,
  trashRecord,
];
