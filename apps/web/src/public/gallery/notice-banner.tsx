/** The line a gallery shows when it fell back to its built-in posters. */
export function NoticeBanner({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <div className="mx-auto max-w-7xl px-5 pt-10 sm:px-8">
      <p
        role="status"
        className="border-l-2 border-gold bg-gold/10 px-5 py-3 text-sm tracking-wide text-gold-light"
      >
        {text}
      </p>
    </div>
  );
}
