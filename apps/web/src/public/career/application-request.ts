import type { Catalogue } from '@studio/content';
import { type CareerApplicationInput, messages } from '@studio/contracts';
import type { SpamGuardFields } from '../forms/spam-guard';
import type { Localize } from '../forms/use-localize-message';

/**
 * The multipart body of POST /api/career. SPEC.md §5: empty values are not sent; the CV only
 * when one was chosen. The spam guard's fields travel as text parts too (an empty honeypot,
 * like any empty value, is left out), and the page's language when the site has several.
 */
export function applicationBody(
  values: CareerApplicationInput,
  guard: SpamGuardFields,
  cv: File | null,
  locale?: string,
): FormData {
  const body = new FormData();
  for (const [name, text] of Object.entries({ ...values, ...guard, locale })) {
    if (text !== undefined && text.trim() !== '') body.append(name, text);
  }
  if (cv) body.append('cv', cv);
  return body;
}

/**
 * SPEC.md §8: a refused application shows the server's message, or the generic failure; on a
 * page in another language the message translated (`localize`), or the generic failure.
 */
export async function applicationFailure(
  response: Response,
  words: Catalogue['career'] = messages.career,
  localize: Localize = (message) => message,
): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return body.message ? localize(body.message, words.failure) : words.failure;
    }
  } catch {
    // A body that is not JSON carries no message worth showing.
  }
  return words.failure;
}
