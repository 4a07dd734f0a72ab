import { useEffect, useRef } from 'react';

interface VideoBlockProps {
  src: string;
  poster?: string;
  /** CSS width; the block fills its container unless told otherwise. */
  width?: string;
  controls?: boolean;
  className?: string;
  /** Whether the clip plays by itself; off when the visitor prefers reduced motion. */
  autoPlay?: boolean;
  /** Stops a playing clip (the visitor paused the slider); playing again resumes it. */
  paused?: boolean;
}

/** A muted, looping, inline background clip. */
export function VideoBlock({
  src,
  poster,
  width = '100%',
  controls = false,
  className = '',
  autoPlay = true,
  paused = false,
}: VideoBlockProps) {
  const video = useRef<HTMLVideoElement>(null);
  const wasPaused = useRef(paused);
  useEffect(() => {
    const element = video.current;
    if (!element || !autoPlay || wasPaused.current === paused) return;
    wasPaused.current = paused;
    // Only a change acts: the autoplay attribute starts the clip (when the browser chooses).
    // play() rejects when the browser blocks it or the clip is gone: the poster then stays.
    if (paused) element.pause();
    else element.play().catch(() => undefined);
  }, [paused, autoPlay]);

  return (
    <video
      ref={video}
      className={`object-cover ${className}`}
      style={{ width }}
      src={src}
      poster={poster}
      controls={controls}
      autoPlay={autoPlay}
      loop
      muted
      playsInline
      preload="metadata"
      aria-hidden={controls ? undefined : true}
      tabIndex={controls ? undefined : -1}
    />
  );
}
