import { navWords, publicCopy, site, socialNetworks } from '@studio/content';
import { usePageLocale, useWords } from '../../i18n/page-locale';
import { ContactInfoCards } from '../contact/contact-info-cards';
import { LazyContactForm } from '../contact/lazy-contact-form';
import { CardTile } from '../layout/card-tile';
import { SiteLayout } from '../layout/site-layout';
import { SocialIcon, socialOrder } from '../layout/social-icon';
import { SocialLink } from '../layout/social-link';
import { enquiryOf, usePageAddress } from '../page-address';

export function ContactPage() {
  const enquire = enquiryOf(usePageAddress().search);
  const copy = useWords('copy', publicCopy);
  const { newTab } = useWords('nav', navWords);
  // The tiles' titles in the page's language; the English ones are the tiles' own.
  const tileTitles = usePageLocale().words?.contactTiles;
  return (
    <SiteLayout>
      <h1 className="sr-only">{copy.contact.heading}</h1>
      {/* On a phone the four tall tiles come after the form, not before it. */}
      <div className="flex flex-col">
        <section
          aria-label={copy.contact.tiles}
          className="grid gap-1 bg-black max-sm:order-last sm:grid-cols-2 lg:grid-cols-4"
        >
          {site.contactTiles.map((tile, index) => (
            <CardTile
              key={tile.title}
              title={tileTitles?.[index] ?? tile.title}
              image={tile.image}
              href={tile.link}
            />
          ))}
        </section>
        <div className="mx-auto max-w-7xl px-5 py-20 sm:px-8 lg:py-28">
          <section aria-labelledby="contact-info-heading">
            <p className="mb-3 text-xs font-semibold uppercase tracking-[0.4em] text-gold">
              {copy.contact.kicker}
            </p>
            <h2
              id="contact-info-heading"
              className="mb-10 text-4xl font-black uppercase sm:text-5xl"
            >
              {copy.contact.info}
            </h2>
            <ContactInfoCards />
          </section>
          <div className="mt-20 grid gap-16 lg:grid-cols-[1fr_1.6fr]">
            <section aria-labelledby="follow-heading">
              <h2 id="follow-heading" className="text-2xl font-bold uppercase tracking-[0.15em]">
                {copy.contact.followHeading}
              </h2>
              <p className="mt-4 max-w-sm text-white/65">{copy.contact.follow}</p>
              <ul className="mt-8 space-y-3">
                {socialOrder.contact.map((network) => (
                  <li key={network}>
                    <SocialLink
                      network={network}
                      className="group inline-flex items-center gap-4 text-white/80 transition hover:text-gold"
                    >
                      <span className="flex size-11 items-center justify-center rounded-full border border-white/20 transition group-hover:border-gold">
                        <SocialIcon network={network} />
                      </span>
                      <span className="text-sm font-semibold uppercase tracking-[0.2em]">
                        {socialNetworks[network].label}
                      </span>
                      <span className="sr-only">{newTab}</span>
                    </SocialLink>
                  </li>
                ))}
              </ul>
            </section>
            <section
              aria-labelledby="message-heading"
              className="border border-white/10 bg-ink-soft p-6 sm:p-10"
            >
              <h2
                id="message-heading"
                className="mb-8 text-xl font-bold uppercase tracking-[0.2em]"
              >
                {copy.contact.message}
              </h2>
              <LazyContactForm
                key={enquire}
                message={enquire ? copy.equipment.enquiryMessage(enquire) : undefined}
              />
            </section>
          </div>
        </div>
      </div>
    </SiteLayout>
  );
}
