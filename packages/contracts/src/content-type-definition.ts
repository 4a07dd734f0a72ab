import type { z } from 'zod';
import type { FieldKind } from './field-kinds';

export type { FieldKind };

export interface FieldSpec {
  label: string;
  kind: FieldKind;
  /**
   * Words a translation gives per locale (docs/decisions/049-localization.md); left out:
   * shared by every locale (URLs, images, videos, e-mails).
   */
  localized?: true;
}

/** Every field of a schema, in form order; a renamed schema field breaks this at compile time. */
export type FieldSpecs<S extends z.ZodObject> = { [K in keyof z.input<S>]-?: FieldSpec };

export interface ContentMessages {
  added: string;
  addFailed: string;
  /** shown when the add call throws (network) rather than answering an error */
  addError: string;
  updated: string;
  updateFailed: string;
  updateError: string;
  loadFailed: string;
  deleteFailed: string;
  empty: string;
}

/**
 * Where an admin page sits in the sidebar: a section, and its place in it (lower first). The
 * sidebar merges the registry's types, the inboxes and the admin's own pages by this.
 */
export interface NavPlacement {
  section: 'main' | 'homepageSections';
  order: number;
}

export interface ContentTypeDefinition<S extends z.ZodObject = z.ZodObject> {
  /** REST stem: /api/<stem>display, /api/<stem>view/:id, ... */
  stem: string;
  schema: S;
  /** Name in the admin sidebar, list heading and dashboard card. */
  label: string;
  /** Whether GET /api/<stem>number exists (dashboard count). */
  counted: boolean;
  /**
   * After a successful edit: show the message and return to the list after 1.5 s, or (the
   * slider, SPEC.md §4) alert it and return at once.
   */
  afterUpdate: 'message' | 'alert';
  fields: FieldSpecs<S>;
  /** Admin routes, with the letter case of SPEC.md §2.3. */
  admin: { list: string; add: string; edit: string };
  nav: NavPlacement;
  messages: ContentMessages;
}

/** An entry of the registry, its field specs checked against its schema. */
export const define = <S extends z.ZodObject>(definition: ContentTypeDefinition<S>) => definition;
