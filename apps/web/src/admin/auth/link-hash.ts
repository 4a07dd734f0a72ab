import { useLocation } from '@tanstack/react-router';

/**
 * What the address's fragment asks of the sign-in and registration pages: "forgot password?"
 * (`/login#forgot`), a mailed reset link (`/login#reset=…`) or invitation (`/register#invite=…`).
 * A link's secret rides in the fragment, which the browser never sends, so no server or proxy
 * log holds it; and the pages need no routes of their own, which every visitor's entry script
 * would list.
 */
export type LinkHash =
  | { kind: 'none' }
  | { kind: 'forgot' }
  | { kind: 'reset' | 'invite'; token: string };

export function parseLinkHash(hash: string): LinkHash {
  const value = hash.replace(/^#/, '');
  if (value === 'forgot') return { kind: 'forgot' };
  const match = /^(reset|invite)=([\w-]+)$/.exec(value);
  if (match?.[1] === 'reset' || match?.[1] === 'invite') {
    return { kind: match[1], token: match[2] ?? '' };
  }
  return { kind: 'none' };
}

export const useLinkHash = (): LinkHash =>
  parseLinkHash(useLocation({ select: (location) => location.hash }));
