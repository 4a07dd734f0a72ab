import { homeWords, site } from '@studio/content';
import { useWords } from '../../i18n/page-locale';

/**
 * SPEC.md §2.4: a full-width banner image between the slider and the subscribe prompt. Its
 * words are text over the image, so they stay sharp, translatable and readable by everyone.
 */
export function Banner() {
  const { src } = site.home.banner;
  const banner = useWords('home', homeWords).banner;
  return (
    <section aria-labelledby="banner-heading" className="relative bg-ink">
      <img
        src={src}
        alt={banner.alt}
        width={1920}
        height={600}
        loading="lazy"
        decoding="async"
        className="aspect-[16/5] min-h-56 w-full object-cover"
      />
      {/* Below the mark at the top of the art. */}
      <div className="absolute inset-x-0 top-[46%] px-5 text-center">
        <h2
          id="banner-heading"
          className="font-serif text-xl uppercase tracking-[0.15em] text-ivory sm:text-4xl lg:text-6xl"
        >
          {banner.title}
        </h2>
        <p className="mt-2 font-serif text-sm italic text-gold-light sm:mt-4 sm:text-xl lg:text-2xl">
          {banner.text}
        </p>
        <div aria-hidden="true" className="mx-auto mt-3 h-px w-32 bg-gold sm:mt-5 sm:w-60" />
      </div>
    </section>
  );
}
