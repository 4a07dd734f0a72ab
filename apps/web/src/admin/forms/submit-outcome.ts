import type { ContentTypeName } from '@studio/contracts';

/** Where a form stands after a submit: the registry message to show, and its tone. */
export type Outcome = { ok: boolean; text: string } | null;

/** SPEC.md §4: the slider edit form alerts and returns at once; the others wait 1.5 s. */
export const EDIT_RETURN_DELAY_MS = 1500;
const alertThenReturn: ReadonlySet<ContentTypeName> = new Set(['slider']);
export const returnsAtOnce = (type: ContentTypeName) => alertThenReturn.has(type);
