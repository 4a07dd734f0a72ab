import type { ScriptBudget } from './js-budget';

/**
 * The JavaScript a first visit to every public page, /login and /register downloads until the
 * network is idle (after-paint chunks included, `js-budget.ts`): KB gzip and script requests.
 * Issue 29 asks at most 100 KB and 12 requests. The requests are met. The bytes are not yet:
 * React DOM, the router, TanStack Query and the tRPC client, which every page runs, are 114 KB
 * gzip on their own (decision 053). Until then each page's ceiling is what it weighs today, so
 * no change makes a page heavier unnoticed.
 */
const REQUESTS = 12;

const KB: Record<string, number> = {
  'index.tsx': 148,
  'podcast.tsx': 135,
  'music.tsx': 135,
  'documentary.tsx': 135,
  'equipment.tsx': 135,
  'gallery.tsx': 135,
  'contact.tsx': 140,
  'career.tsx': 139,
  'login.tsx': 188,
  'register.tsx': 183,
};

/** Each budgeted route file's budget. */
export const JS_BUDGETS: Record<string, ScriptBudget> = Object.fromEntries(
  Object.entries(KB).map(([route, kb]) => [route, { kb, requests: REQUESTS }]),
);
