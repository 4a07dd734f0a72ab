/** What can take focus inside a dialog, in document order. */
export const FOCUSABLE =
  'a[href], button:not([disabled]), iframe, video[controls], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Where Tab should go instead of its default inside a modal: from the last item back to the
 * first (Shift+Tab: from the first to the last), so focus never leaves for the browser's own
 * controls. Undefined when the browser's own move stays inside.
 */
export function wrappedFocus<T>(
  items: readonly T[],
  active: T | null,
  backwards: boolean,
): T | undefined {
  const first = items[0];
  const last = items.at(-1);
  if (first === undefined || last === undefined) return undefined;
  if (backwards && active === first) return last;
  if (!backwards && active === last) return first;
  return undefined;
}
