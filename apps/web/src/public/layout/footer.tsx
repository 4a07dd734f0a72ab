import { navWords, socialNetworks } from '@studio/content';
import { useWords } from '../../i18n/page-locale';
import { useSiteSettings } from '../data/use-site-settings';
import { LanguageSwitchSlot } from './language-switch-slot';
import { Logo } from './logo';
import { NavLinkItems } from './nav-link-items';
import { CopyrightLine } from './slim-footer';
import { SocialIcon, socialOrder } from './social-icon';
import { SocialLink } from './social-link';

function LinkColumn({
  title,
  labels,
}: {
  title: string;
  labels: Readonly<Record<string, string>>;
}) {
  return (
    <div>
      <h2 className="mb-5 text-xs font-semibold uppercase tracking-[0.3em] text-gold">{title}</h2>
      <ul className="space-y-3">
        <NavLinkItems
          labels={labels}
          linkClassName="text-sm text-white/75 transition hover:text-gold"
        />
      </ul>
    </div>
  );
}

export function Footer() {
  const settings = useSiteSettings();
  const nav = useWords('nav', navWords);
  return (
    <footer className="border-t border-white/10 bg-black text-white">
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-16 sm:grid-cols-2 sm:px-8 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <div>
          <Logo tone="dark" />
          <p className="mt-5 max-w-xs font-serif text-lg italic text-white/70">
            {settings.tagline}
          </p>
          <ul className="mt-6 flex gap-3" aria-label={nav.footer.social}>
            {socialOrder.footer.map((network) => (
              <li key={network}>
                <SocialLink
                  network={network}
                  aria-label={`${socialNetworks[network].label}${nav.newTab}`}
                  className="flex size-10 items-center justify-center rounded-full border border-white/20 text-white/80 transition hover:border-gold hover:text-gold"
                >
                  <SocialIcon network={network} />
                </SocialLink>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn title={nav.footer.quickLinks} labels={nav.quickLinks} />
        <LinkColumn title={nav.footer.importantLinks} labels={nav.importantLinks} />
        <div>
          <h2 className="mb-5 text-xs font-semibold uppercase tracking-[0.3em] text-gold">
            {nav.footer.contact}
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
        <LanguageSwitchSlot className="mx-auto max-w-7xl px-5 pt-6 text-white/75 sm:px-8" />
        <CopyrightLine />
      </div>
    </footer>
  );
}
