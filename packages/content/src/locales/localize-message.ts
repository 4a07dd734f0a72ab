import { formMessages } from '@studio/contracts';
import type { Words } from './catalogue';

/** A catalogue's words for the forms' messages (`formMessages`, the English ones). */
export type MessageWords = Words<typeof formMessages>;

/** The server's summary of a refused field: "email: Enter a valid email address." */
const SUMMARY = /^([\w.]+): (.+)$/s;

/** A message: words, or words around a number (`tooLongMessage`). */
type Message = string | ((value: number) => string);

// formMessages' functions are its messages of one number; a catalogue's are typed by them.
const isMessage = (value: unknown): value is Message =>
  typeof value === 'string' || typeof value === 'function';

/** Each English message with its counterpart in `words`, read from the same place of each. */
function* pairs(english: unknown, words: unknown): Generator<[Message, Message]> {
  if (isMessage(english)) {
    if (isMessage(words)) yield [english, words];
    return;
  }
  if (typeof english !== 'object' || english === null) return;
  const own = new Map<string, unknown>(
    typeof words === 'object' && words !== null ? Object.entries(words) : [],
  );
  for (const [key, value] of Object.entries(english)) yield* pairs(value, own.get(key));
}

/** A number's place in a message of one: it is written as this, then found by its text. */
const MARKER = 9_876_543_210;

/** `message` in `words`, when it is one of `formMessages` (one with a number counts as one). */
function translated(message: string, words: MessageWords): string | undefined {
  for (const [english, own] of pairs(formMessages, words)) {
    if (typeof english === 'string' || typeof own === 'string') {
      if (english === message && typeof own === 'string') return own;
      continue;
    }
    const [before = '', after = ''] = english(MARKER).split(String(MARKER));
    if (!message.startsWith(before) || !message.endsWith(after)) continue;
    const value = message.slice(before.length, message.length - after.length);
    if (/^\d+$/.test(value)) return own(Number(value));
  }
  return undefined;
}

/**
 * A message a public form shows (a field's issue, the server's refusal) in the page's words:
 * as it is on an English page (`words` undefined); else its translation, with a refused
 * field's summary named by the field's label (`labels`); `fallback` when it is no message the
 * catalogue knows (a page in Spanish shows no English sentence).
 */
export function localizeMessage(
  message: string,
  words: MessageWords | undefined,
  { fallback = message, labels = {} }: { fallback?: string; labels?: Record<string, string> } = {},
): string {
  if (!words) return message;
  const own = translated(message, words);
  if (own !== undefined) return own;
  const [, path = '', issue = ''] = SUMMARY.exec(message) ?? [];
  const ownIssue = issue ? translated(issue, words) : undefined;
  return ownIssue === undefined ? fallback : `${labels[path] ?? path}: ${ownIssue}`;
}
