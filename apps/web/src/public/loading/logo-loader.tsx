import { logoLoaderHtml } from '@studio/content';
import { usePageLocale } from '../../i18n/page-locale';

/** The plain loader, the same markup the server paints before the scripts arrive. */
export function LogoLoader() {
  // One markup for the server and the SPA, from @studio/content; in the page's language.
  const label = usePageLocale().words?.loader.label;
  return <div dangerouslySetInnerHTML={{ __html: logoLoaderHtml(undefined, label) }} />;
}
