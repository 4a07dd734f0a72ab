import { type SocialNetwork, socialNetworks } from '@studio/content';
import type { ReactNode } from 'react';
import { useSiteSettings } from '../data/use-site-settings';

interface SocialLinkProps {
  network: SocialNetwork;
  className: string;
  /** The link's name where its content is an icon only. */
  'aria-label'?: string;
  children: ReactNode;
}

/** A link to one of the studio's social pages, in a new tab (SPEC.md §2.4), from the settings. */
export function SocialLink({ network, className, children, ...rest }: SocialLinkProps) {
  const settings = useSiteSettings();
  return (
    <a
      href={settings[socialNetworks[network].field]}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      {...rest}
    >
      {children}
    </a>
  );
}
