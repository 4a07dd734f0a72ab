/** The "New" tag of an unread entry: seen, and read out ("unread"). */
export function UnreadMark() {
  return (
    <span className="ml-2 inline-block rounded bg-gold/20 px-1.5 py-0.5 align-middle text-xs font-semibold text-ink">
      <span aria-hidden="true">New</span>
      <span className="sr-only">(unread)</span>
    </span>
  );
}
