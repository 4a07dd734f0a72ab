import type { ListEntry } from '../data/fallback-list';

export interface Poster {
  key: string;
  title: string;
  image: string;
  /** No video: the poster is shown but opens nothing. */
  video?: string;
}

/** A music or documentary item: a cover image (src) titled by its alt text. */
interface CoverItem {
  src: string;
  alt: string;
  video?: string;
}

export function coverPosters(entries: readonly ListEntry<CoverItem>[]): Poster[] {
  return entries.map(({ key, item }) => ({
    key,
    title: item.alt,
    image: item.src,
    video: item.video,
  }));
}

interface PodcastItem {
  title: string;
  posterUrl: string;
  videoUrl: string;
}

export function podcastPosters(entries: readonly ListEntry<PodcastItem>[]): Poster[] {
  return entries.map(({ key, item }) => ({
    key,
    title: item.title,
    image: item.posterUrl,
    video: item.videoUrl,
  }));
}
