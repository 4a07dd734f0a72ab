import { site } from '@studio/content';
import { m, useReducedMotion } from 'motion/react';
import { MotionProvider } from '../../ui/motion-provider';
import { useSiteSettings } from '../data/use-site-settings';
import { LOGO_SIZE } from '../layout/logo';

/** SPEC.md §2.4 and §9: slide 6 goes first after 0.5 s, then 5 down to 1, then the block. */
const FIRST_DELAY = 0.5;
const STEP = 0.25;

/** The home page's opening curtain: six image strips and the studio mark fold away in turn. */
export function LoadingScreen() {
  const { tagline } = useSiteSettings();
  const reduce = useReducedMotion() ?? false;
  const slides = site.home.loaderSlides.slice(0, 6);
  const collapse = (order: number) =>
    reduce
      ? { duration: 0, delay: 0 }
      : { duration: STEP, delay: FIRST_DELAY + order * STEP, ease: 'easeIn' as const };

  return (
    <MotionProvider>
      <div
        role="status"
        aria-label="Loading"
        data-testid="loading-screen"
        className="fixed inset-0 z-50 flex flex-col bg-ink"
      >
        {slides.map((image, index) => (
          <m.div
            key={image}
            data-testid="loader-slide"
            className="relative w-full shrink-0 overflow-hidden"
            initial={{ height: `${100 / 6}vh` }}
            animate={reduce ? undefined : { height: 0 }}
            // Slide 6 (the last index) collapses first.
            transition={collapse(slides.length - 1 - index)}
          >
            <img
              src={image}
              alt=""
              width={1920}
              height={1080}
              className="absolute inset-0 size-full object-cover opacity-60"
            />
          </m.div>
        ))}
        <m.div
          data-testid="loader-block"
          className="absolute inset-x-0 top-1/2 flex -translate-y-1/2 flex-col items-center justify-center overflow-hidden"
          initial={{ height: 220 }}
          animate={reduce ? undefined : { height: 0 }}
          transition={collapse(slides.length)}
        >
          <img
            src={site.logo.onDark}
            alt={site.logo.alt}
            {...LOGO_SIZE}
            className="h-16 w-auto sm:h-20"
          />
          <p className="mt-5 font-serif text-lg italic tracking-wide text-gold-light">{tagline}</p>
        </m.div>
      </div>
    </MotionProvider>
  );
}
