import { type ContentMessages, type ContentTypeName, contentTypes } from '@studio/contracts';
import { serverMessage } from '../api/errors';

/** Where a form stands after a submit: the registry message to show, and its tone. */
export type Outcome = { ok: boolean; text: string } | null;

/** SPEC.md §4: edit forms return to their list 1.5 s after success (unless the type alerts). */
export const EDIT_RETURN_DELAY_MS = 1500;
export const returnsAtOnce = (type: ContentTypeName) => contentTypes[type].afterUpdate === 'alert';

/**
 * SPEC.md §8: a save the server answered with a refusal says "Failed to add/update ...";
 * one that never got an answer (network) shows the form's "exception" message.
 */
export function saveFailure(text: ContentMessages, editing: boolean, answered: boolean): string {
  if (editing) return answered ? text.updateFailed : text.updateError;
  return answered ? text.addFailed : text.addError;
}

/** A refused submit: the server's own words, or the form's fallback when it gave none. */
export const refusedOutcome = (error: unknown, fallback: string): Outcome => ({
  ok: false,
  text: serverMessage(error) ?? fallback,
});
