import { type LaterWords, loadLaterWords, localizeMessage } from '@studio/content';
import { useEffect, useState } from 'react';
import { usePageLocale } from '../../i18n/page-locale';
import type { FieldSpec } from './field-spec';

/** Shows a message as it is: the English page's way. */
export type Localize = (message: string, fallback?: string) => string;

/**
 * A form's messages (a field's issue, the server's refusal) in the page's words; a refused
 * field in the server's summary is named by its label (`labels`, by field name). On an English
 * page each message shows as it is.
 */
export function useLocalizeMessage(labels?: Record<string, string>): Localize {
  const words = useLaterWords()?.validation;
  return (message, fallback) => localizeMessage(message, words, { fallback, labels });
}

/**
 * The page's later words (its forms' messages), loaded when a form shows: a page's first load
 * has no use for them. None on an English page, whose messages are the forms' own.
 */
function useLaterWords(): LaterWords | undefined {
  const { locale, words } = usePageLocale();
  const [later, setLater] = useState<LaterWords>();
  useEffect(() => {
    if (!words) return;
    let shown = true;
    loadLaterWords(locale).then(
      (loaded) => {
        if (shown) setLater(loaded);
      },
      // Not loaded: the messages show in English, as a language without a catalogue's do.
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, [locale, words]);
  return later;
}

// Here, not in field-spec.ts: the forms' placeholders, which paint first, need none of this.
/** Each field's label by its name: how a message about a field names it. */
export const labelsOf = (specs: Readonly<Record<string, FieldSpec>>): Record<string, string> =>
  Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, spec.label]));
