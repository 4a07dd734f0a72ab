import type { Catalogue } from '@studio/content';
import { messages } from '@studio/contracts';
import { ServerRefusal } from '../../lib/trpc-fetch';
import type { Localize } from '../forms/use-localize-message';

/**
 * SPEC.md §8: a message the server refused shows the server's words, or the generic failure;
 * anything else means the server was not reached. On a page in another language the server's
 * words are translated (`localize`), or the generic failure when the catalogue has none.
 */
export function contactFailure(
  error: unknown,
  words: Catalogue['contact'] = messages.contact,
  localize: Localize = (message) => message,
): string {
  if (error instanceof ServerRefusal) {
    return error.message ? localize(error.message, words.failure) : words.failure;
  }
  return words.network;
}
