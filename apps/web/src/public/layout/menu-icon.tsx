/** The three-bar menu icon of both headers; it turns into a cross while the menu is open. */
export function MenuIcon({ open }: { open: boolean }) {
  return (
    <span aria-hidden="true" className="relative block h-3.5 w-5">
      <span
        className={`absolute left-0 block h-0.5 w-5 bg-current transition ${open ? 'top-1.5 rotate-45' : 'top-0'}`}
      />
      <span
        className={`absolute top-1.5 left-0 block h-0.5 w-5 bg-current transition ${open ? 'opacity-0' : ''}`}
      />
      <span
        className={`absolute left-0 block h-0.5 w-5 bg-current transition ${open ? 'top-1.5 -rotate-45' : 'top-3'}`}
      />
    </span>
  );
}
