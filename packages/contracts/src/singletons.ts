import { z } from 'zod';
import { email, list, text, textarea, url } from './field-kinds';
import type { FieldSpecs, NavPlacement } from './registry';
import { versionMetaSchema } from './versions';

/**
 * The site's own details an admin edits on one page: the footer's contact details and social
 * links, the light header's Spanish banner and its "Ver ahora" target, the tagline and the
 * YouTube subscribe link.
 */
export const siteSettingsSchema = z.object({
  tagline: text.schema.required(300),
  address: textarea.schema.required(500),
  phones: list.schema.of(4, text.schema.required(60)).min(1, 'Add at least one phone number.'),
  email: email.schema.required(),
  facebookUrl: url.schema.required(),
  twitterUrl: url.schema.required(),
  instagramUrl: url.schema.required(),
  youtubeUrl: url.schema.required(),
  bannerText: textarea.schema.required(300),
  bannerUrl: url.schema.required(),
  subscribeUrl: url.schema.required(),
});

export interface SingletonMessages {
  updated: string;
  updateFailed: string;
  loadFailed: string;
}

/** A singleton kind: one record, edited on one admin page, no list. */
export interface SingletonDefinition<S extends z.ZodObject = z.ZodObject> {
  /** REST stem: GET /api/<stem>view, POST /api/<stem>update. */
  stem: string;
  schema: S;
  label: string;
  fields: FieldSpecs<S>;
  /** The admin page that edits it. */
  admin: string;
  nav: NavPlacement;
  messages: SingletonMessages;
}

const define = <S extends z.ZodObject>(definition: SingletonDefinition<S>) => definition;

export const singletonTypes = {
  site: define({
    stem: 'site',
    schema: siteSettingsSchema,
    label: 'Site settings',
    fields: {
      tagline: { label: 'Tagline', kind: 'text', localized: true },
      address: { label: 'Postal address', kind: 'textarea', localized: true },
      phones: { label: 'Phone numbers', kind: 'list' },
      email: { label: 'Studio e-mail', kind: 'email' },
      facebookUrl: { label: 'Facebook URL', kind: 'url' },
      twitterUrl: { label: 'Twitter URL', kind: 'url' },
      instagramUrl: { label: 'Instagram URL', kind: 'url' },
      youtubeUrl: { label: 'YouTube URL', kind: 'url' },
      bannerText: { label: 'Top banner text (Spanish)', kind: 'textarea' },
      bannerUrl: { label: '"Ver ahora" link', kind: 'url' },
      subscribeUrl: { label: 'YouTube subscribe link', kind: 'url' },
    },
    admin: '/admin/site',
    nav: { section: 'main', order: 90 },
    messages: {
      updated: 'Site settings updated successfully!',
      updateFailed: 'Failed to update site settings.',
      loadFailed: 'Failed to load site settings.',
    },
  }),
} as const;

export type SingletonTypes = typeof singletonTypes;
export type SingletonName = keyof SingletonTypes;
export type SingletonInput<K extends SingletonName> = z.input<SingletonTypes[K]['schema']>;
export type SingletonData<K extends SingletonName> = z.output<SingletonTypes[K]['schema']>;

export const singletonNames = Object.keys(singletonTypes) as SingletonName[];

/** The registry seen through a mapped type, so a generic name keeps its schema (see registry.ts). */
const schemaByName: {
  [P in SingletonName]: { schema: z.ZodType<SingletonData<P>, SingletonInput<P>> };
} = singletonTypes;

export function singletonSchema<K extends SingletonName>(
  name: K,
): z.ZodType<SingletonData<K>, SingletonInput<K>> {
  return schemaByName[name].schema;
}

/**
 * What a singleton is answered with besides its fields: when they were last saved (null:
 * never) and its version (0: never saved).
 */
export const singletonMetaSchema = z
  .object({ updatedAt: z.string().nullable() })
  .extend(versionMetaSchema.shape);

/** A singleton as answered: its fields and when they were last saved. */
export type SingletonRecord<K extends SingletonName> = SingletonData<K> &
  z.infer<typeof singletonMetaSchema>;
