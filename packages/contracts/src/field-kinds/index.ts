import { boolean } from './boolean';
import { date } from './date';
import { datetime } from './datetime';
import { email } from './email';
import { image } from './image';
import type { FieldKindModule, FormShape } from './kind';
import { list } from './list';
import { number } from './number';
import { reference } from './reference';
import { select } from './select';
import { text } from './text';
import { textarea } from './textarea';
import { url } from './url';
import { video } from './video';

export { booleanMessages } from './boolean';
export { dateMessages } from './date';
export { datetimeMessages, utcDateTime } from './datetime';
export type { CellRead, FieldKindModule, FormShape } from './kind';
export { LIST_MAX, listMessages } from './list';
export { type NumberOptions, numberMessages } from './number';
export {
  type RecordRef,
  type RecordRefs,
  type ReferenceDeclaration,
  recordRefSchema,
  recordRefsSchema,
  referencedIds,
  referenceMessages,
  referenceOf,
} from './reference';
export {
  type SelectDeclaration,
  type SelectOptions,
  selectMessages,
  selectOf,
} from './select';
export {
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
};

/**
 * Every field kind a registry entry's `fields` may name, each declared by its own module
 * (docs/adding-a-content-type.md, "Adding a field kind"). A kind is added here, and nowhere else
 * in contracts.
 */
export const fieldKinds = {
  text,
  textarea,
  image,
  video,
  url,
  email,
  list,
  date,
  datetime,
  number,
  boolean,
  select,
  reference,
} satisfies Record<string, FieldKindModule>;

/** How an admin form edits a field, and everything else its kind decides. */
export type FieldKind = keyof typeof fieldKinds;

/** The kinds whose form value has this shape (a text, a list, a number, a yes-or-no, a choice). */
export type KindOfShape<S extends FieldKindModule['form']> = {
  [K in FieldKind]: (typeof fieldKinds)[K]['form'] extends S ? K : never;
}[FieldKind];

/** A kind's module, read for a kind known only at run time. */
export const fieldKind = (kind: FieldKind): FieldKindModule => fieldKinds[kind];

/** Whether a kind's form value has this shape (narrows the kind to the kinds of that shape). */
export const hasShape = <S extends FormShape>(kind: FieldKind, shape: S): kind is KindOfShape<S> =>
  fieldKinds[kind].form === shape;

/** The end of an exhaustive `switch`: a case left out is a compile error here. */
export function unreachable(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
