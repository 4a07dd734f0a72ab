import { publicCopy } from '@studio/content';
import type { ContentData } from '@studio/contracts';
import { usePageLocale, useWords } from '../../i18n/page-locale';
import type { WithMedia } from '../../lib/with-media';
import { ResponsiveImage } from '../../ui/responsive-image';
import { money } from '../formats';
import { enquirySearch, useSiteHref } from '../page-address';

export function EquipmentCard({ item }: { item: WithMedia<ContentData<'equipment'>> }) {
  const copy = useWords('copy', publicCopy).equipment;
  const contact = useSiteHref('/contact');
  const { locale, currency } = usePageLocale();
  return (
    <article className="group flex h-full flex-col overflow-hidden border border-white/10 bg-ink-soft transition hover:border-gold/50">
      <div className="overflow-hidden bg-black">
        <ResponsiveImage
          src={item.src}
          media={item._media?.src}
          // One, two or three columns of a max-w-7xl (1280 px) grid.
          sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
          alt={item.title}
          width={600}
          height={450}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-full object-cover transition duration-700 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-lg font-bold uppercase tracking-[0.15em] text-white">{item.title}</h3>
        {item.dailyRate === undefined ? null : (
          <p className="mt-2 text-sm font-semibold text-gold">
            {copy.perDay(money(item.dailyRate, locale, currency))}
          </p>
        )}
        {item.available ? null : (
          <p className="mt-2 text-xs uppercase tracking-[0.2em] text-white/60">{copy.hiredOut}</p>
        )}
        <ul className="mt-4 space-y-2">
          {item.features.map((feature) => (
            <li key={feature} className="flex gap-3 text-sm text-white/70">
              <span aria-hidden="true" className="mt-2 block size-1.5 shrink-0 rotate-45 bg-gold" />
              {feature}
            </li>
          ))}
        </ul>
        <a
          href={`${contact}${enquirySearch(item.title)}#message-heading`}
          className="mt-6 self-start border border-gold/70 px-4 py-2 text-xs font-semibold uppercase tracking-[0.2em] text-gold transition hover:bg-gold hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold"
        >
          {copy.enquire(item.title)}
        </a>
      </div>
    </article>
  );
}
