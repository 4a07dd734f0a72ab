import { siteSettings } from '@studio/content';
import type { SingletonData } from '@studio/contracts';
import { useQuery } from '@tanstack/react-query';
import { useReadLocale } from '../../i18n/page-locale';
import { siteSettingsQuery } from './public-api';
import { publicListInput } from './public-page-input';

/**
 * The site's details an admin edits (footer contacts, social links, banner, tagline): the
 * saved ones once the server answers, today's built-in ones until then or when it cannot.
 */
export function useSiteSettings(): SingletonData<'site'> {
  const settings = useQuery({
    // In the page's language: none named for the default's.
    ...siteSettingsQuery(publicListInput(useReadLocale())),
    staleTime: 5 * 60_000,
  });
  return settings.data ?? siteSettings;
}
