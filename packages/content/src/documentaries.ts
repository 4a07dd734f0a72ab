import type { ContentData } from '@studio/contracts';
import { media, trailers } from './media';

const titles = [
  'Echoes of the Mountain',
  'The Last Shepherds',
  'Salt & Snow',
  'River of Stones',
  'The Tea Pickers',
  'Above the Clouds',
  'Night Market',
  'Honey Hunters',
  'The Weavers of Kullu',
  'Glacier Diaries',
  'Roads Less Taken',
  'Monsoon Children',
];

/** Each film's release, by the same position. */
const released = [
  '2025-11-14',
  '2025-06-20',
  '2025-01-31',
  '2024-10-04',
  '2024-05-17',
  '2024-02-09',
  '2023-11-24',
  '2023-07-07',
  '2023-03-03',
  '2022-12-09',
  '2022-08-19',
  '2022-06-24',
];

export const documentaries: ContentData<'documentary'>[] = titles.map((alt, i) => ({
  src: media.documentaryPoster(i + 1),
  alt,
  video: i % 2 === 0 ? trailers.documentary : trailers.film,
  releaseDate: released[i],
}));
