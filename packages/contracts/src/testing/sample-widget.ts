import { z } from 'zod';
import { define } from '../content-type-definition';
import type * as ContentTypesModule from '../content-types';
import {
  boolean,
  date,
  datetime,
  email,
  image,
  list,
  number,
  reference,
  select,
  text,
  textarea,
  url,
  video,
} from '../field-kinds';

/**
 * A content type that exists only in the tests that ask for it: what a new type is, an entry
 * and its schema, with a field of every kind (field-kinds.test.ts checks it). Its name is one no
 * real type will want. Imports nothing that reads the registry, so a mock of the registry's
 * entries (content-types.ts) can load it.
 */
export const sampleWidget = define({
  stem: 'samplewidget',
  schema: z.object({
    name: text.schema.required(),
    summary: textarea.schema.required(),
    photoUrl: image.schema.optional(),
    clipUrl: video.schema.optional(),
    website: url.schema.optional(),
    contactEmail: email.schema.required(),
    tags: list.schema.of(10).default([]),
    launchDate: date.schema.optional(),
    startsAt: datetime.schema.optional(),
    rating: number.schema.optional({ integer: true, min: 1, max: 5 }),
    featured: boolean.schema.withDefault(false),
    size: select.schema.optional(['small', 'medium', 'large']),
    colours: select.schema.several(['red', 'green', 'blue']).default([]),
    maker: reference.schema.optional('equipment'),
    seenIn: reference.schema.several('podcast', 3).default([]),
  }),
  label: 'Sample widgets',
  counted: true,
  afterUpdate: 'message',
  fields: {
    name: { label: 'Name', kind: 'text', localized: true },
    summary: { label: 'Summary', kind: 'textarea', localized: true },
    photoUrl: { label: 'Photo URL (optional)', kind: 'image' },
    clipUrl: { label: 'Clip URL (optional)', kind: 'video' },
    website: { label: 'Website (optional)', kind: 'url' },
    contactEmail: { label: 'Contact e-mail', kind: 'email' },
    tags: { label: 'Tags', kind: 'list', localized: true },
    launchDate: { label: 'Launch date (optional)', kind: 'date' },
    startsAt: { label: 'Starts at (optional)', kind: 'datetime' },
    rating: { label: 'Rating, 1 to 5 (optional)', kind: 'number' },
    featured: { label: 'Featured', kind: 'boolean' },
    // Their options have no labels in the catalogues (a test type's words stay out of the
    // site's): the admin shows their keys.
    size: { label: 'Size (optional)', kind: 'select' },
    colours: { label: 'Colours', kind: 'select' },
    maker: { label: 'Made with (optional)', kind: 'reference' },
    seenIn: { label: 'Seen in', kind: 'reference' },
  },
  admin: {
    list: '/admin/samplewidgets',
    add: '/admin/addsamplewidget',
    edit: '/admin/EditSampleWidget',
  },
  nav: { section: 'main', order: 84 },
  messages: {
    added: 'Sample widget added successfully!',
    addFailed: 'Failed to add sample widget.',
    addError: 'Something went wrong.',
    updated: 'Sample widget updated successfully!',
    updateFailed: 'Failed to update sample widget.',
    updateError: 'Something went wrong.',
    loadFailed: 'Failed to load sample widget.',
    deleteFailed: 'Failed to delete',
    empty: 'No sample widgets found.',
  },
});

/**
 * The registry's entries and the sample widget: a test file's
 * `vi.mock(import('@studio/contracts/content-types'), async (original) => withSampleWidget(await original()))`
 * gives every module that reads the registry (routes, access, trash, webhooks, tables) an 11th type.
 */
export function withSampleWidget(original: typeof ContentTypesModule): typeof ContentTypesModule {
  const contentTypes = { ...original.contentTypes, samplewidget: sampleWidget };
  return { ...original, contentTypes };
}
