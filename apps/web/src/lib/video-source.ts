/** How the site's player can play a video URL: a file in <video>, or a host's embed. */
type VideoSource =
  | { kind: 'file'; src: string }
  | { kind: 'embed'; src: string; host: 'YouTube' | 'Vimeo' }
  | { kind: 'unplayable' };

const YOUTUBE_ID = /^[\w-]{11}$/;

function youtubeId(url: URL): string | undefined {
  const host = url.hostname.replace(/^www\.|^m\./, '');
  if (host === 'youtu.be') return url.pathname.slice(1);
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return undefined;
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined;
  const match = /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname);
  return match?.[1];
}

export function videoSource(value: string | undefined): VideoSource {
  if (!value) return { kind: 'unplayable' };
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'file', src: value };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { kind: 'unplayable' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'unplayable' };
  const id = youtubeId(url);
  if (id !== undefined) {
    return YOUTUBE_ID.test(id)
      ? { kind: 'embed', host: 'YouTube', src: `https://www.youtube-nocookie.com/embed/${id}` }
      : { kind: 'unplayable' };
  }
  const host = url.hostname.replace(/^www\./, '');
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const vimeo = /(\d{6,})/.exec(url.pathname)?.[1];
    return vimeo
      ? { kind: 'embed', host: 'Vimeo', src: `https://player.vimeo.com/video/${vimeo}` }
      : { kind: 'unplayable' };
  }
  // Anything else is handed to <video>; the browser decides whether it can decode it.
  return { kind: 'file', src: url.href };
}
