import { siteSettings } from '@studio/content';
import type { SingletonData } from '@studio/contracts';
import { useReadLocale, useWords } from '../../i18n/page-locale';
import { useRead } from './page-reads';
import { siteSettingsRead } from './public-api';
import { publicListInput } from './public-page-input';

/**
 * The site's details an admin edits (footer contacts, social links, banner, tagline): the
 * saved ones once the server answers, today's built-in ones until then or when it cannot (their
 * words in the page's language, as the server's first screen shows them).
 */
export function useSiteSettings(): SingletonData<'site'> {
  // In the page's language: none named for the default's.
  const settings = useRead(siteSettingsRead(publicListInput(useReadLocale())));
  // The built-in values hold the English words.
  const words = useWords('settings', siteSettings);
  return settings.data ?? { ...siteSettings, ...words };
}
