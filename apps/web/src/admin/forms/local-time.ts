import { utcDateTime } from '@studio/contracts';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An instant as a datetime-local input holds it: the browser's local time, to the minute ('' for
 * none, or for a text that is no instant).
 */
export function localTime(iso: string | null | undefined): string {
  const at = new Date(iso ?? '');
  if (!iso || Number.isNaN(at.getTime())) return '';
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A datetime-local input's local time as a datetime field stores it, in UTC ('' stays none). */
export const utcOfLocalTime = (local: string): string =>
  local === '' ? '' : utcDateTime(new Date(local));
