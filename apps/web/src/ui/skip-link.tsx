import { skipLinkWords } from '@studio/content';
import { useWords } from '../i18n/page-locale';

/** The first stop of the keyboard on every page: straight to its main content (WCAG 2.4.1). */
export function SkipLink() {
  const { label } = useWords('skipLink', skipLinkWords);
  return (
    <a
      href="#main"
      className="sr-only z-[100] bg-gold px-4 py-2 text-sm font-semibold text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {label}
    </a>
  );
}
