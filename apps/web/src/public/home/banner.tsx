import { site } from '@studio/content';

/** SPEC.md §2.4: a full-width banner image between the slider and the subscribe prompt. */
export function Banner() {
  const { banner } = site.home;
  return (
    <section aria-label="Banner" className="bg-ink">
      <img
        src={banner.src}
        alt={banner.alt}
        width={1920}
        height={600}
        loading="lazy"
        decoding="async"
        className="aspect-[16/5] w-full object-cover"
      />
    </section>
  );
}
