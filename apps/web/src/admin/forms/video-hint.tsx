import { videoSource } from '../../lib/video-source';

/** Says whether the site's video player can play the URL, and how. */
export function VideoHint({ id, url }: { id: string; url: string }) {
  if (!url) return null;
  const source = videoSource(url);
  const [tone, text] =
    source.kind === 'embed'
      ? ['text-emerald-700', `Plays in the site's player as a ${source.host} embed.`]
      : source.kind === 'file'
        ? ['text-emerald-700', "Plays in the site's player as a video file."]
        : ['text-amber-700', "The site's video player cannot play this URL."];
  return (
    <p id={`${id}-hint`} className={`mt-1 text-sm ${tone}`}>
      {text}
    </p>
  );
}
