// Apart from text-field.tsx, so a form's loading placeholder draws the same boxes without
// bringing the field's code.
export const labelClass = 'text-xs font-semibold uppercase tracking-[0.2em] text-white/70';

export const fieldClass =
  'w-full rounded-sm border border-white/15 bg-white/[0.04] px-4 py-3 text-base text-white placeholder:text-white/40 transition focus:border-gold focus:bg-white/[0.07] focus:outline-none aria-[invalid=true]:border-red-400';
