/** Shared class lists, so every admin button and input looks and focuses the same. */
const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold';

export const buttonClass = {
  primary: `inline-flex items-center justify-center gap-2 rounded-md bg-ink px-4 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-ink-soft disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`,
  gold: `inline-flex items-center justify-center gap-2 rounded-md bg-gold px-4 py-2 text-sm font-semibold text-ink shadow-sm transition hover:bg-gold-light disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`,
  secondary: `inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 transition hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`,
  danger: `inline-flex items-center justify-center gap-2 rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white transition hover:bg-red-700 disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`,
  smallEdit: `inline-flex items-center rounded border border-slate-300 bg-white px-2.5 py-1 text-xs font-medium text-slate-700 transition hover:border-gold hover:text-ink ${focusRing}`,
  smallDelete: `inline-flex items-center rounded border border-red-200 bg-white px-2.5 py-1 text-xs font-medium text-red-700 transition hover:bg-red-50 ${focusRing}`,
};

export const inputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-gold-deep focus:outline-none focus:ring-2 focus:ring-gold-deep aria-[invalid=true]:border-red-500';

export const cardClass = 'rounded-xl border border-slate-200 bg-white shadow-sm';

/** A small select inside a table row. */
export const compactSelectClass =
  'rounded border border-slate-300 bg-white px-2 py-1 text-xs text-slate-800 focus:border-gold-deep focus:outline-none focus:ring-2 focus:ring-gold-deep disabled:opacity-60';
