import type { MediaRender } from '@studio/contracts';
import { useEffect, useRef, useState } from 'react';
import { focalPosition } from './focal-position';

/** How far outside the viewport a lazy clip starts loading. */
const NEAR_MARGIN = '200px';

interface VideoBlockProps {
  src: string;
  poster?: string | undefined;
  /** The library clip `src` is, if any: its poster frame wins over `poster`. */
  media?: MediaRender | undefined;
  /** CSS width; the block fills its container unless told otherwise. */
  width?: string;
  controls?: boolean;
  className?: string;
  /** Whether the clip plays by itself; off when the visitor prefers reduced motion. */
  autoPlay?: boolean;
  /** Stops a playing clip (the visitor paused the slider); playing again resumes it. */
  paused?: boolean;
  /**
   * Loads at once (the hero's first clip). Otherwise nothing is fetched until the clip comes
   * near the viewport: the poster shows until then.
   */
  eager?: boolean;
}

/** A muted, looping, inline background clip. */
export function VideoBlock({
  src,
  poster,
  media,
  width = '100%',
  controls = false,
  className = '',
  autoPlay = true,
  paused = false,
  eager = false,
}: VideoBlockProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [near, setNear] = useState(eager);

  useEffect(() => {
    const element = video.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    const element = video.current;
    if (!element || !autoPlay) return;
    // play() rejects when the browser blocks it or the clip is gone: the poster then stays.
    if (paused || !near) element.pause();
    else element.play().catch(() => undefined);
  }, [autoPlay, paused, near]);

  return (
    <video
      ref={video}
      className={`object-cover ${className}`}
      style={{ width, objectPosition: focalPosition(media?.focalPoint) }}
      src={src}
      poster={media?.poster ?? poster}
      controls={controls}
      autoPlay={autoPlay && eager}
      loop
      muted
      playsInline
      preload={near ? 'metadata' : 'none'}
      aria-hidden={controls ? undefined : true}
      tabIndex={controls ? undefined : -1}
    />
  );
}
