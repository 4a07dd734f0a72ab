import type { z } from 'zod';
import { contentTypes } from './content-types';

// Everything here is derived from the entries of content-types.ts (a test adds a type there by
// mocking that module alone: apps/server/src/extra-type.test.ts).
export type {
  ContentMessages,
  ContentTypeDefinition,
  FieldKind,
  FieldSpec,
  FieldSpecs,
  NavPlacement,
} from './content-type-definition';
export { contentTypes };

export type ContentTypes = typeof contentTypes;
export type ContentTypeName = keyof ContentTypes;
export type ContentSchema<K extends ContentTypeName> = ContentTypes[K]['schema'];
/** What a caller sends to create or update a record. */
export type ContentInput<K extends ContentTypeName> = z.input<ContentSchema<K>>;
/** The validated fields as stored. */
export type ContentData<K extends ContentTypeName> = z.output<ContentSchema<K>>;

export const contentTypeNames = Object.keys(contentTypes) as ContentTypeName[];

/** Whether a name (a content type's or a singleton's, say) is a content type's. */
export const isContentTypeName = (name: string): name is ContentTypeName =>
  Object.hasOwn(contentTypes, name);

export function contentType<K extends ContentTypeName>(name: K): ContentTypes[K] {
  return contentTypes[name];
}

/**
 * The registry seen through a mapped type: indexing it with a generic K keeps K's schema and
 * K's data correlated (TypeScript cannot do that on the plain object's union of schemas).
 */
const schemaByType: {
  [P in ContentTypeName]: { schema: z.ZodType<ContentData<P>, ContentInput<P>> };
} = contentTypes;

/** A type's schema, typed by the type's name. */
export function contentSchema<K extends ContentTypeName>(
  type: K,
): z.ZodType<ContentData<K>, ContentInput<K>> {
  return schemaByType[type].schema;
}
