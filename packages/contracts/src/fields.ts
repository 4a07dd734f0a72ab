import { z } from 'zod';

/** The one message for an empty required field, on the server and in every form. */
export const REQUIRED_MESSAGE = 'This field is required.';

// No bounds are given by the spec; these only stop abuse, far above any real entry.
const TEXT_MAX = 10_000;
const URL_MAX = 2_048;

/** Required text: stored exactly as given, but not blank. */
export const requiredText = () =>
  z
    .string({ error: REQUIRED_MESSAGE })
    .max(TEXT_MAX)
    .refine((value) => value.trim().length > 0, REQUIRED_MESSAGE);

export const optionalText = () => z.string().max(TEXT_MAX).optional();

/**
 * A link or media address the site may render: an absolute http(s) URL, or a path on this
 * site ("/media/..."), which is how the built-in content points at its own files.
 * Anything else (javascript:, data:, protocol-relative //host, bare words) is refused.
 */
export function isWebUrl(value: string): boolean {
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
  z
    .string({ error: REQUIRED_MESSAGE })
    .max(URL_MAX)
    .refine((value) => value.trim().length > 0, REQUIRED_MESSAGE)
    .refine(isWebUrl, message);

/** An optional URL; an empty string (a cleared form field) means "none". */
export const optionalWebUrl = () =>
  z
    .union([z.literal('').transform(() => undefined), webUrl()])
    .optional()
    .transform((value) => value || undefined);

export const email = () =>
  z
    .string({ error: REQUIRED_MESSAGE })
    .max(320)
    .refine((value) => value.trim().length > 0, REQUIRED_MESSAGE)
    .pipe(z.email('Enter a valid email address.'));
