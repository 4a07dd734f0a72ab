import type { ContentData } from '@studio/contracts';
import { media, trailers } from './media';

const titles = [
  'The Hill Station Sessions',
  'Behind the Lens',
  'Mic Check Mondays',
  'Slow Roads',
  'The Sound Room',
  'Stories from the Valley',
  'Frame by Frame',
  'Late Night Tapes',
  'The Indie Hour',
  'Voices of the Ridge',
  'Cut to Black',
  'Field Notes',
];

export const podcasts: ContentData<'podcast'>[] = titles.map((title, i) => ({
  title,
  posterUrl: media.podcastPoster(i + 1),
  videoUrl: i % 3 === 2 ? trailers.film : trailers.podcast,
}));
