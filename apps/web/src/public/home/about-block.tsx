import { homeWords, navWords } from '@studio/content';
import type { ContentData } from '@studio/contracts';
import { useWords } from '../../i18n/page-locale';
import type { WithMedia } from '../../lib/with-media';
import { ResponsiveImage } from '../../ui/responsive-image';

/** SPEC.md §2.4: the first about item, text beside its image; `record`: its id. */
export function AboutBlock({
  about,
  record,
}: {
  about: WithMedia<ContentData<'about'>>;
  record: string;
}) {
  const words = useWords('home', homeWords).about;
  const { newTab } = useWords('nav', navWords);
  return (
    <section aria-labelledby="about-heading" data-record={record} className="bg-ink py-24 lg:py-32">
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-5 sm:px-8 lg:grid-cols-2">
        <div>
          <p className="mb-3 text-xs font-semibold uppercase tracking-[0.4em] text-gold">
            {words.kicker}
          </p>
          <h2
            id="about-heading"
            className="text-4xl font-black uppercase leading-tight text-white sm:text-5xl"
          >
            {about.title}
          </h2>
          <p className="mt-8 whitespace-pre-line text-lg leading-relaxed text-white/70">
            {about.description}
          </p>
          <a
            href={about.readMoreUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-10 inline-flex items-center gap-3 bg-gold px-8 py-4 text-xs font-bold uppercase tracking-[0.3em] text-ink transition hover:bg-gold-light"
          >
            {words.readMore}
            <span className="sr-only">{newTab}</span>
          </a>
        </div>
        <div className="relative">
          <div className="absolute -top-5 -left-5 hidden h-full w-full border border-gold/40 lg:block" />
          <ResponsiveImage
            src={about.imageUrl}
            media={about._media?.imageUrl}
            // Half of a max-w-7xl (1280 px) page from lg up, the full width below.
            sizes="(min-width: 1024px) 620px, 100vw"
            alt={about.title}
            width={1000}
            height={750}
            loading="lazy"
            decoding="async"
            className="relative aspect-[4/3] w-full object-cover shadow-2xl shadow-black"
          />
        </div>
      </div>
    </section>
  );
}
