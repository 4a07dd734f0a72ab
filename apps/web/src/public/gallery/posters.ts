import { optionLabel } from '@studio/content';
import type { MediaRender, RecordRef, RecordRefs } from '@studio/contracts';
import type { WithMedia } from '../../lib/with-media';
import type { ListEntry } from '../data/fallback-list';

export interface Poster {
  key: string;
  title: string;
  image: string;
  /** The library item `image` points at, if any. */
  imageMedia?: MediaRender;
  /** No video: the poster is shown but opens nothing. */
  video?: string;
  /** The library clip's poster frame, when `video` is one. */
  videoPoster?: string;
  /** A documentary's release date (YYYY-MM-DD), shown under its video. */
  releaseDate?: string;
  /** Small labels under the title, in the page's language (a release's genres). */
  tags?: string[];
  /** The public podcasts a documentary links to (their ids and titles). */
  related?: RecordRef[];
}

/** A music or documentary item: a cover image (src) titled by its alt text. */
type CoverItem = WithMedia<{
  src: string;
  alt: string;
  video?: string;
  releaseDate?: string;
  /** Option keys (music's genres; a record stored before them has none). */
  genres?: readonly string[];
}>;

/** The records a reference's `_refs` names (one, or several), in order; none: undefined. */
const refsOf = (named: RecordRefs[string] | undefined): RecordRef[] | undefined =>
  named === undefined || Array.isArray(named) ? named : [named];

/** `options`: the page's catalogue's option labels, which name the items' genres. */
export function coverPosters(
  entries: readonly ListEntry<CoverItem>[],
  options: Readonly<Record<string, string>> = {},
): Poster[] {
  return entries.map(({ key, item }) => ({
    key,
    title: item.alt,
    image: item.src,
    imageMedia: item._media?.src,
    video: item.video,
    videoPoster: item._media?.video?.poster,
    releaseDate: item.releaseDate,
    tags: item.genres?.map((genre) => optionLabel(options, genre)),
    related: refsOf(item._refs?.relatedPodcasts),
  }));
}

type PodcastItem = WithMedia<{
  title: string;
  posterUrl: string;
  videoUrl: string;
}>;

export function podcastPosters(entries: readonly ListEntry<PodcastItem>[]): Poster[] {
  return entries.map(({ key, item }) => ({
    key,
    title: item.title,
    image: item.posterUrl,
    imageMedia: item._media?.posterUrl,
    video: item.videoUrl,
    videoPoster: item._media?.videoUrl?.poster,
  }));
}
