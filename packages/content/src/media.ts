/**
 * Site paths of the built-in media. The files live in packages/content/public/media and are
 * written by scripts/generate-media.sh; the web app serves packages/content/public as its root.
 */

const pad = (n: number): string => String(n).padStart(2, '0');

export const media = {
  logoOnDark: '/media/brand/logo-on-dark.svg',
  logoOnLight: '/media/brand/logo-on-light.svg',
  logoMark: '/media/brand/mark.svg',
  podcastPoster: (n: number): string => `/media/podcast/poster-${pad(n)}.svg`,
  musicCover: (n: number): string => `/media/music/cover-${pad(n)}.svg`,
  documentaryPoster: (n: number): string => `/media/documentary/poster-${pad(n)}.svg`,
  equipment: (name: string): string => `/media/equipment/${name}.svg`,
  home: (name: string): string => `/media/home/${name}.svg`,
  hero: (page: string): string => `/media/heroes/${page}.svg`,
  contactTile: (name: string): string => `/media/contact/tile-${name}.svg`,
  loaderSlide: (n: number): string => `/media/loader/slide-${pad(n)}.svg`,
  /** A looping H.264 clip (no audio track). */
  video: (name: string): string => `/media/video/${name}.mp4`,
  /** The first frame of a clip, for the video's poster attribute. */
  videoPoster: (name: string): string => `/media/video/${name}.jpg`,
};

/** Short trailer clips shared by the podcast, music and documentary items. */
export const trailers = {
  podcast: media.video('trailer-1'),
  music: media.video('trailer-2'),
  documentary: media.video('trailer-3'),
  film: media.video('trailer-4'),
};

/** The poster frame of a built-in clip ("/media/video/x.mp4" -> ".jpg"); undefined for other URLs. */
export function builtinVideoPoster(videoUrl: string): string | undefined {
  const match = /^\/media\/video\/([a-z0-9-]+)\.mp4$/.exec(videoUrl);
  return match ? media.videoPoster(match[1] ?? '') : undefined;
}
