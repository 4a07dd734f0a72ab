import { usePageLocale } from '../../i18n/page-locale';
import { usePageAddress } from '../page-address';

/**
 * Where a header or the footer shows the language switch: nothing on a site of one language,
 * whose pages never load the switch's code.
 */
export function LanguageSwitchSlot({ className }: { className?: string }) {
  const { LanguageSwitch } = usePageLocale();
  const { path, search } = usePageAddress();
  return LanguageSwitch ? <LanguageSwitch className={className} here={`${path}${search}`} /> : null;
}
