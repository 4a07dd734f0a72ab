import { useRouterState } from '@tanstack/react-router';
import { usePageLocale } from '../../i18n/page-locale';

/**
 * Where a header or the footer shows the language switch: nothing on a site of one language,
 * whose pages never load the switch's code.
 */
export function LanguageSwitchSlot({ className }: { className?: string }) {
  const { LanguageSwitch } = usePageLocale();
  const here = useRouterState({
    select: ({ location }) => `${location.pathname}${location.searchStr}`,
  });
  return LanguageSwitch ? <LanguageSwitch className={className} here={here} /> : null;
}
