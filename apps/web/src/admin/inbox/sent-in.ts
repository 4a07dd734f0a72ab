import { languageName } from '@studio/contracts';
import { useAdminLocales } from '../locales/use-admin-locales';

/**
 * The language an entry was sent in ("Español"), from the page it came from; shown only where
 * the site has more than one locale (`shown`), and undefined for an entry that says none.
 */
export function useSentIn() {
  const { others } = useAdminLocales();
  const shown = others.length > 0;
  const sentIn = (row: { locale?: string | null }): string | undefined =>
    shown && row.locale ? languageName(row.locale) : undefined;
  return Object.assign(sentIn, { shown });
}
