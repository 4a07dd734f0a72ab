import { site } from '@studio/content';
import { useWords } from '../../i18n/page-locale';

/** The copyright line that closes every page: the footer's last row, or all of it. */
export function CopyrightLine() {
  const footer = useWords('footer', site.footer);
  return (
    <p className="mx-auto max-w-7xl px-5 py-6 text-xs tracking-wide text-white/55 sm:px-8">
      {footer.copyright} {footer.credit}
    </p>
  );
}

/**
 * Home and gallery bring their own chrome (SPEC.md §2.3 gives the footer to the other pages);
 * they close with the footer's own last row, so the site ends the same way everywhere.
 */
export function SlimFooter() {
  return (
    <footer className="border-t border-white/10 bg-black">
      <CopyrightLine />
    </footer>
  );
}
