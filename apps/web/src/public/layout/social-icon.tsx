import type { SocialNetwork } from '@studio/content';

/** SPEC.md §2.4 lists the networks in a different order in the footer and on /contact. */
export const socialOrder: Record<'footer' | 'contact', SocialNetwork[]> = {
  footer: ['facebook', 'twitter', 'instagram', 'youtube'],
  contact: ['instagram', 'facebook', 'twitter', 'youtube'],
};

/** Simple monochrome marks for the four social networks the site links to. */
const paths: Record<SocialNetwork, string> = {
  facebook:
    'M14 8.5V6.8c0-.8.5-1 1-1h2V2.5h-2.8C11.1 2.5 10.5 4.6 10.5 6v2.5H8.5V12h2v9.5h3.5V12h2.7l.4-3.5z',
  twitter:
    'M18.2 3h3.1l-6.8 7.8 8 10.2h-6.3l-4.9-6.4L5.7 21H2.6l7.3-8.3L2.2 3h6.4l4.4 5.9zm-1.1 16.2h1.7L7.6 4.7H5.8z',
  instagram:
    'M12 7.4a4.6 4.6 0 1 0 0 9.2 4.6 4.6 0 0 0 0-9.2zm0 7.6a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm4.8-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM12 3c-2.4 0-2.7 0-3.7.1C4.9 3.2 3.2 4.9 3.1 8.3 3 9.3 3 9.6 3 12s0 2.7.1 3.7c.1 3.4 1.8 5.1 5.2 5.2 1 .1 1.3.1 3.7.1s2.7 0 3.7-.1c3.4-.1 5.1-1.8 5.2-5.2.1-1 .1-1.3.1-3.7s0-2.7-.1-3.7c-.1-3.4-1.8-5.1-5.2-5.2C14.7 3 14.4 3 12 3z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z',
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" className="size-4 fill-current" aria-hidden="true">
      <path d={paths[network]} />
    </svg>
  );
}
