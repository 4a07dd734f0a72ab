interface VideoBlockProps {
  src: string;
  poster?: string;
  /** CSS width; the block fills its container unless told otherwise. */
  width?: string;
  controls?: boolean;
  className?: string;
  /** Whether the clip plays by itself; off when the visitor prefers reduced motion. */
  autoPlay?: boolean;
}

/** A muted, looping, inline background clip. */
export function VideoBlock({
  src,
  poster,
  width = '100%',
  controls = false,
  className = '',
  autoPlay = true,
}: VideoBlockProps) {
  return (
    <video
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
