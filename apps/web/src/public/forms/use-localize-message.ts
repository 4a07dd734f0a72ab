import { localizeMessage } from '@studio/content';
import { useContext } from 'react';
import { LocaleContext } from '../../i18n/page-locale';
import type { FieldSpec } from './field-spec';

/** Shows a message as it is: the English page's way. */
export type Localize = (message: string, fallback?: string) => string;

/**
 * A form's messages (a field's issue, the server's refusal) in the page's words; a refused
 * field in the server's summary is named by its label (`labels`, by field name). On an English
 * page each message shows as it is.
 */
export function useLocalizeMessage(labels?: Record<string, string>): Localize {
  const words = useContext(LocaleContext).words?.validation;
  return (message, fallback) => localizeMessage(message, words, { fallback, labels });
}

// Here, not in field-spec.ts: the forms' placeholders, which paint first, need none of this.
/** Each field's label by its name: how a message about a field names it. */
export const labelsOf = (specs: Readonly<Record<string, FieldSpec>>): Record<string, string> =>
  Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, spec.label]));
