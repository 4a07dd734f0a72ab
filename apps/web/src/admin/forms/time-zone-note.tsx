/**
 * Says whose local time a datetime field is typed in (the browser's), and the instant it saves
 * in UTC, as the server stores it.
 */
export function TimeZoneNote({ id, value }: { id: string; value: string }) {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <p id={`${id}-hint`} className="mt-1 text-sm text-slate-500">
      {`In your browser's time zone (${zone})`}
      {value ? `; saved as ${value} (UTC).` : '.'}
    </p>
  );
}
