import type { ScriptBudget } from './js-budget';

/**
 * The JavaScript a first visit to every public page, /login and /register downloads until the
 * network is idle (after-paint chunks included, `js-budget.ts`): KB gzip and script requests.
 * Issue 29 asks at most 100 KB and 12 requests. Every public page and /login is within both:
 * they run React and their own code, no router, query cache or tRPC client (whole page loads,
 * decision 055; /login's forms check without zod or a form library, decision 057; its first
 * screen holds its scripts until load, so the starter script is one more, decision 060).
 * /register is the admin's app, router and forms included. Each ceiling is what the page weighs
 * today, so no change makes a page heavier unnoticed.
 */
const REQUESTS = 12;

const KB: Record<string, number> = {
  'index.tsx': 97,
  'podcast.tsx': 84,
  'music.tsx': 84,
  'documentary.tsx': 84,
  'equipment.tsx': 84,
  'gallery.tsx': 84,
  'contact.tsx': 91,
  'career.tsx': 89,
  'login.tsx': 79,
  'register.tsx': 180,
};

/** Each budgeted route file's budget. */
export const JS_BUDGETS: Record<string, ScriptBudget> = Object.fromEntries(
  Object.entries(KB).map(([route, kb]) => [route, { kb, requests: REQUESTS }]),
);
