import { homeWords, site } from '@studio/content';
import { useWords } from '../../i18n/page-locale';

/**
 * SPEC.md §2.4: two columns; the text stays pinned while the two images scroll past it
 * (a CSS sticky column, so it needs no animation and respects reduced motion by itself).
 */
export function NoPaintSection() {
  const { images } = site.home.noPaintNoChips;
  const noPaint = useWords('home', homeWords).noPaint;
  return (
    <section aria-labelledby="no-paint-heading" className="bg-ivory text-ink">
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-24 sm:px-8 lg:grid-cols-2 lg:gap-20 lg:py-32">
        <div className="lg:sticky lg:top-24 lg:self-start lg:py-16">
          <p className="mb-4 text-xs font-semibold uppercase tracking-[0.45em] text-gold-deep">
            {noPaint.kicker}
          </p>
          <h2
            id="no-paint-heading"
            className="text-5xl font-black uppercase leading-[0.95] sm:text-7xl"
          >
            {noPaint.title}
          </h2>
          {noPaint.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-6 max-w-lg text-lg leading-relaxed text-ink/75">
              {paragraph}
            </p>
          ))}
        </div>
        <div className="flex flex-col gap-10">
          {images.map((image, index) => (
            <img
              key={image.src}
              src={image.src}
              alt={noPaint.alts[index] ?? image.alt}
              width={800}
              height={1000}
              loading="lazy"
              decoding="async"
              className="aspect-[4/5] w-full object-cover shadow-2xl shadow-black/40"
            />
          ))}
        </div>
      </div>
    </section>
  );
}
