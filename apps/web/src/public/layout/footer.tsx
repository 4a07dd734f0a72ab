import { socialNetworks } from '@studio/content';
import { useSiteSettings } from '../data/use-site-settings';
import { Logo } from './logo';
import { NavLinkItems } from './nav-link-items';
import { importantLinks, type NavLink, quickLinks } from './nav-links';
import { CopyrightLine } from './slim-footer';
import { SocialIcon, socialOrder } from './social-icon';
import { SocialLink } from './social-link';

function LinkColumn({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div>
      <h2 className="mb-5 text-xs font-semibold uppercase tracking-[0.3em] text-gold">{title}</h2>
      <ul className="space-y-3">
        <NavLinkItems
          links={links}
          linkClassName="text-sm text-white/75 transition hover:text-gold"
        />
      </ul>
    </div>
  );
}

export function Footer() {
  const settings = useSiteSettings();
  return (
    <footer className="border-t border-white/10 bg-black text-white">
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-16 sm:grid-cols-2 sm:px-8 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <div>
          <Logo tone="dark" />
          <p className="mt-5 max-w-xs font-serif text-lg italic text-white/70">
            {settings.tagline}
          </p>
          <ul className="mt-6 flex gap-3" aria-label="Social links">
            {socialOrder.footer.map((network) => (
              <li key={network}>
                <SocialLink
                  network={network}
                  aria-label={`${socialNetworks[network].label} (opens in a new tab)`}
                  className="flex size-10 items-center justify-center rounded-full border border-white/20 text-white/80 transition hover:border-gold hover:text-gold"
                >
                  <SocialIcon network={network} />
                </SocialLink>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn title="Quick Links" links={quickLinks} />
        <LinkColumn title="Important Links" links={importantLinks} />
        <div>
          <h2 className="mb-5 text-xs font-semibold uppercase tracking-[0.3em] text-gold">
            Contact
          </h2>
          <address className="space-y-3 text-sm not-italic text-white/75">
            {settings.phones.map((phone) => (
              <p key={phone}>
                <a
                  href={`tel:${phone.replace(/[^+\d]/g, '')}`}
                  className="transition hover:text-gold"
                >
                  {phone}
                </a>
              </p>
            ))}
            <p>
              <a href={`mailto:${settings.email}`} className="transition hover:text-gold">
                {settings.email}
              </a>
            </p>
            <p>{settings.address}</p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <CopyrightLine />
      </div>
    </footer>
  );
}
