import { videoSource } from '../lib/video-source';

interface VideoPlayerProps {
  url: string | undefined;
  title: string;
  /** A library clip's poster frame, shown until it plays. */
  poster?: string | undefined;
  /** What shows in place of a video this player cannot play, in the page's language. */
  unplayable: string;
}

/**
 * The trailer player: 928x522 (16:9), scaled down with the screen. Files play in <video>;
 * YouTube and Vimeo links play in their embed.
 */
export function VideoPlayer({ url, title, poster, unplayable }: VideoPlayerProps) {
  const source = videoSource(url);
  const frame = 'block aspect-video w-full max-w-[928px] bg-black shadow-2xl shadow-black';
  if (source.kind === 'file') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: content entries carry a video URL only, no caption track.
      <video
        className={frame}
        src={source.src}
        poster={poster}
        width={928}
        height={522}
        controls
        autoPlay
        playsInline
        aria-label={title}
      />
    );
  }
  if (source.kind === 'embed') {
    return (
      <iframe
        className={frame}
        src={`${source.src}?autoplay=1`}
        width={928}
        height={522}
        title={`${title} (${source.host})`}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
      />
    );
  }
  return <p className={`${frame} flex items-center justify-center text-white/70`}>{unplayable}</p>;
}
