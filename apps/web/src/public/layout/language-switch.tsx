import { localizedPath, navWords } from '@studio/content';
import { languageName } from '@studio/contracts';
import { usePageLocale, useWords } from '../../i18n/page-locale';

export interface LanguageSwitchProps {
  className?: string;
  /** The page's own address without the locale prefix, search included. */
  here: string;
}

/**
 * The page in each of the site's languages: links to the same page under each locale's
 * prefix (a full load, so the page comes in its language from the server), each language named
 * in itself; the current one marked, not linked. Nothing when the site has one language.
 */
export function LanguageSwitch({ className = '', here }: LanguageSwitchProps) {
  const { locale, locales } = usePageLocale();
  const nav = useWords('nav', navWords);
  if (locales.length < 2) return null;
  return (
    <ul
      aria-label={nav.language}
      data-testid="language-switch"
      className={`flex gap-4 text-xs font-semibold uppercase tracking-[0.2em] ${className}`}
    >
      {locales.map((code) => (
        <li key={code}>
          {code === locale ? (
            <span
              aria-current="true"
              lang={code}
              className="underline decoration-gold decoration-2 underline-offset-4"
            >
              {languageName(code)}
            </span>
          ) : (
            <a
              href={localizedPath(here, code, locales)}
              hrefLang={code}
              lang={code}
              className="decoration-gold decoration-2 underline-offset-4 hover:underline focus-visible:underline"
            >
              {languageName(code)}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
