import { LOGO_SIZE, site } from '@studio/content';
import { useSiteHref } from '../page-address';

/** The studio mark linking home; `tone` is the background it sits on. */
export function Logo({ tone }: { tone: 'light' | 'dark' }) {
  return (
    <a href={useSiteHref('/')} className="inline-flex shrink-0 items-center">
      <img
        src={tone === 'dark' ? site.logo.onDark : site.logo.onLight}
        alt={site.logo.alt}
        {...LOGO_SIZE}
        className="h-10 w-auto sm:h-12"
      />
    </a>
  );
}
