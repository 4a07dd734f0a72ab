import { loadingScreenHtml } from '@studio/content';
import { usePageLocale } from '../../i18n/page-locale';
import { useSiteSettings } from '../data/use-site-settings';

/**
 * The home page's opening curtain when the SPA navigates home: the markup the server paints on
 * a first visit, animated by index.html's inline styles (still for reduced motion).
 */
export function LoadingScreen() {
  const { tagline } = useSiteSettings();
  const label = usePageLocale().words?.loader.label;
  // One markup for the server and the SPA; loadingScreenHtml escapes the tagline.
  return <div dangerouslySetInnerHTML={{ __html: loadingScreenHtml(tagline, undefined, label) }} />;
}
