import type { Catalogue } from '@studio/content';
import { messages } from '@studio/contracts';
import { TRPCClientError } from '@trpc/client';

/**
 * SPEC.md §8: a message the server refused shows the server's words, or the generic failure;
 * anything else means the server was not reached.
 */
export function contactFailure(
  error: unknown,
  words: Catalogue['contact'] = messages.contact,
): string {
  if (error instanceof TRPCClientError && error.shape) {
    return error.message || words.failure;
  }
  return words.network;
}
