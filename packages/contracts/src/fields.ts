import { z } from 'zod';
import {
  EMAIL_MAX,
  EMAIL_MESSAGE,
  EMAIL_PATTERN,
  NOT_TEXT_MESSAGE,
  REQUIRED_MESSAGE,
  TEXT_MAX,
  tooLongMessage,
  tooShortMessage,
} from './field-checks';

export {
  EMAIL_MAX,
  EMAIL_MESSAGE,
  NOT_TEXT_MESSAGE,
  REQUIRED_MESSAGE,
  TEXT_MAX,
  tooLongMessage,
  tooShortMessage,
};

// The site's CSP allows no eval: without this, zod probes `new Function` in the browser (a CSP
// violation the console reports). Every schema is built from these helpers, so this runs first.
z.config({ jitless: true });

// No bound is given by the spec; this only stops abuse, far above any real address.
export const URL_MAX = 2_048;

/** A string field: "required" only when the value is missing, "enter text" when it is not text. */
export const text = () =>
  z.string({
    error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : NOT_TEXT_MESSAGE),
  });

/** Required text: stored exactly as given, but not blank. */
export const requiredText = (max = TEXT_MAX) =>
  text()
    .max(max, tooLongMessage(max))
    .refine((value) => value.trim().length > 0, REQUIRED_MESSAGE);

export const optionalText = (max = TEXT_MAX) => text().max(max, tooLongMessage(max)).optional();

/** Whitespace or a control character anywhere: browsers strip some of them and resolve the rest. */
const UNSAFE_URL_CHARACTER = /[\s\p{Cc}\p{Cf}]/u;

/**
 * A link or media address the site may render: an absolute http(s) URL, or a path on this
 * site ("/media/..."), which is how the built-in content points at its own files.
 * Anything else (javascript:, data:, protocol-relative //host, bare words, embedded tabs or
 * line breaks that a browser would drop) is refused.
 */
export function isWebUrl(value: string): boolean {
  if (UNSAFE_URL_CHARACTER.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\');
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const URL_MESSAGE = 'Enter an http(s) URL or a path starting with /.';

export const webUrl = (message = URL_MESSAGE) =>
  text()
    .max(URL_MAX, tooLongMessage(URL_MAX))
    .refine((value) => value.trim().length > 0, REQUIRED_MESSAGE)
    .refine(isWebUrl, message);

/** An optional URL; an empty string (a cleared form field) means "none". */
export const optionalWebUrl = () =>
  z
    .union([z.literal('').transform(() => undefined), webUrl()])
    .optional()
    .transform((value) => value || undefined);

/** An e-mail address; `trim` drops surrounding spaces first (account e-mails), else kept as typed. */
export const email = ({ trim = false } = {}) =>
  (trim ? text().trim() : text())
    .max(EMAIL_MAX, tooLongMessage(EMAIL_MAX))
    .refine((value) => value.trim().length > 0, REQUIRED_MESSAGE)
    .pipe(z.email({ pattern: EMAIL_PATTERN, error: EMAIL_MESSAGE }));

/** E-mail addresses are one account whatever their letter case or surrounding spaces. */
export const normalizeEmail = (value: string) => value.trim().toLowerCase();
