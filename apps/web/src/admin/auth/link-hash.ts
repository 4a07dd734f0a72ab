import { useEffect } from 'react';

/**
 * What the address's fragment asks of the sign-in and registration pages: "forgot password?"
 * (`/login#forgot`), a mailed reset link (`/login#reset=…`) or invitation (`/register#invite=…`).
 * A link's secret rides in the fragment, which the browser never sends, so no server or proxy
 * log holds it; and the pages need no routes of their own, which every visitor's entry script
 * would list. Once read, the secret leaves the address bar (and the history): the address
 * becomes `/login#reset` or `/register#invite`, and the page keeps the secret in memory.
 */
type LinkHash = { kind: 'none' } | { kind: 'forgot' } | { kind: 'reset' | 'invite'; token: string };

type SecretLink = Extract<LinkHash, { token: string }>;

/** The secret taken out of the address bar, for as long as the page is open. */
let held: SecretLink | undefined;

/** The fragment's meaning; a bare `reset` or `invite` is the `kept` link's, when of that kind. */
export function parseLinkHash(hash: string, kept: SecretLink | undefined = held): LinkHash {
  const value = hash.replace(/^#/, '');
  if (value === 'forgot') return { kind: 'forgot' };
  if (kept && value === kept.kind) return kept;
  const match = /^(reset|invite)=([\w-]+)$/.exec(value);
  if (match?.[1] === 'reset' || match?.[1] === 'invite') {
    return { kind: match[1], token: match[2] ?? '' };
  }
  return { kind: 'none' };
}

/** The link `hash` (the address's fragment, as /login or the router reads it) carries. */
export function useLinkHash(hash: string): LinkHash {
  const link = parseLinkHash(hash);
  const secretShown = link.kind !== 'none' && link.kind !== 'forgot' && hash.includes('=');
  useEffect(() => {
    if (!secretShown || (link.kind !== 'reset' && link.kind !== 'invite')) return;
    held = link;
    // The same history entry, without the secret (a router's state kept).
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${window.location.search}#${link.kind}`,
    );
  }, [secretShown, link]);
  return link;
}
