import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useReducedMotion } from '../../ui/use-reduced-motion';

interface PinnedTrackProps {
  /** Heading shown above the track, also naming the section. */
  heading: ReactNode;
  headingId: string;
  /**
   * How long the section stays pinned: "track" pins for exactly the horizontal distance to
   * travel; a CSS length (e.g. "70vh") pins for that much scrolling. A track that fits the
   * screen is not pinned at all.
   */
  pinFor: 'track' | string;
  children: ReactNode;
  className?: string;
}

/**
 * A row of items that slides sideways as the page scrolls down, while the section is pinned.
 * With reduced motion it is a plain, swipeable row instead.
 */
export function PinnedTrack(props: PinnedTrackProps) {
  const reduce = useReducedMotion();
  return reduce ? <StaticTrack {...props} /> : <ScrubbedTrack {...props} />;
}

function StaticTrack({ heading, headingId, children, className = '' }: PinnedTrackProps) {
  return (
    <section aria-labelledby={headingId} className={`py-20 ${className}`}>
      <div className="mx-auto max-w-7xl px-5 sm:px-8">{heading}</div>
      <div className="mt-10 flex snap-x gap-6 overflow-x-auto px-5 pb-4 sm:px-8">{children}</div>
    </section>
  );
}

function ScrubbedTrack({ heading, headingId, pinFor, children, className = '' }: PinnedTrackProps) {
  const section = useRef<HTMLElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const [distance, setDistance] = useState(0);

  useLayoutEffect(() => {
    const element = track.current;
    if (!element) return;
    const measure = () => setDistance(Math.max(0, element.scrollWidth - window.innerWidth));
    // The observer's first call comes after the browser's own layout, before the paint: asking
    // for scrollWidth here would lay the whole new page out inside React's commit instead.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);

  // The track moves with the scroll: none while the section's top is below the viewport's,
  // all the way once its bottom meets the viewport's. Set on the element once a frame, no render.
  useLayoutEffect(() => {
    const frame = section.current;
    const element = track.current;
    if (!frame || !element) return;
    let pending = 0;
    const place = () => {
      pending = 0;
      const travel = frame.offsetHeight - window.innerHeight;
      const progress =
        travel > 0 ? Math.min(1, Math.max(0, -frame.getBoundingClientRect().top / travel)) : 0;
      element.style.transform = `translateX(${-distance * progress}px)`;
    };
    const schedule = () => {
      pending ||= requestAnimationFrame(place);
    };
    // Placed in the next frame, before it paints: not read from the layout mid-commit.
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(pending);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [distance]);

  // Pinned only while there is a track to move: a row that fits the screen scrolls on by.
  const pinLength = distance === 0 ? '0px' : pinFor === 'track' ? `${distance}px` : pinFor;

  return (
    <section
      ref={section}
      aria-labelledby={headingId}
      data-testid={`pinned-${headingId}`}
      className={`relative ${className}`}
      style={{ height: `calc(100vh + ${pinLength})` }}
    >
      <div className="sticky top-0 flex h-screen flex-col justify-center overflow-hidden">
        <div className="mx-auto w-full max-w-7xl px-5 sm:px-8">{heading}</div>
        <div
          ref={track}
          data-testid="pinned-track"
          className="mt-10 flex w-max gap-6 px-5 sm:px-8 will-change-transform"
        >
          {children}
        </div>
      </div>
    </section>
  );
}
