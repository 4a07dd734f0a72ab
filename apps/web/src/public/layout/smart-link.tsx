import type { ReactNode } from 'react';
import { useSiteHref } from '../page-address';

interface SmartLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  lang?: string;
  /** The record the link shows, by id (the live preview marks it). */
  'data-record'?: string;
}

/**
 * Content links may point inside the site ("/music") or elsewhere: in-site paths stay in the
 * tab, in the page's language; anything else opens in a new tab.
 */
export function SmartLink({ href, className, children, ...rest }: SmartLinkProps) {
  const inSite = href.startsWith('/') && !href.startsWith('//');
  const siteHref = useSiteHref(href);
  if (inSite) {
    return (
      <a href={siteHref} className={className} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} {...rest}>
      {children}
    </a>
  );
}
