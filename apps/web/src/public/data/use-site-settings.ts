import { siteSettings } from '@studio/content';
import type { SingletonData } from '@studio/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';

/**
 * The site's details an admin edits (footer contacts, social links, banner, tagline): the
 * saved ones once the server answers, today's built-in ones until then or when it cannot.
 */
export function useSiteSettings(): SingletonData<'site'> {
  const settings = useQuery(
    useTRPC().singleton.site.get.queryOptions(undefined, { staleTime: 5 * 60_000 }),
  );
  return settings.data ?? siteSettings;
}
