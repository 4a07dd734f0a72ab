import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

interface SmartLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  lang?: string;
}

/**
 * Content links may point inside the site ("/music") or elsewhere: in-site paths use the router
 * (no reload), anything else opens in a new tab.
 */
export function SmartLink({ href, className, children, ...rest }: SmartLinkProps) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} className={className} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} {...rest}>
      {children}
    </a>
  );
}
