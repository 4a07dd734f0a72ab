import type { ContentData, MusicGenre } from '@studio/contracts';
import { media, trailers } from './media';

/**
 * Released music; two releases have no trailer yet, and four no genres (keys, the same in every
 * language: their labels are the catalogues').
 */
const releases: { title: string; trailer: boolean; genres?: MusicGenre[] }[] = [
  { title: 'Monsoon Letters', trailer: true, genres: ['film-score', 'classical'] },
  { title: 'Pine & Smoke', trailer: true, genres: ['folk'] },
  { title: 'Midnight Ferry', trailer: true, genres: ['electronic', 'jazz'] },
  { title: 'Golden Hour', trailer: true, genres: ['rock'] },
  { title: 'Paper Lanterns', trailer: true, genres: ['folk', 'film-score'] },
  { title: 'Northbound', trailer: false },
  { title: 'Cedar Rain', trailer: true, genres: ['classical'] },
  { title: 'Echo Valley', trailer: true },
  { title: 'Neon Prayer Flags', trailer: true, genres: ['electronic', 'hip-hop'] },
  { title: 'Slow Burn', trailer: true, genres: ['jazz'] },
  { title: 'Kites Over Landour', trailer: false },
  { title: 'After the Thaw', trailer: true },
];

/**
 * `video: undefined` is how the validated record says "no trailer" (the key is always present);
 * `genres: undefined`, none.
 */
export const music: ContentData<'music'>[] = releases.map(({ title, trailer, genres }, i) => ({
  src: media.musicCover(i + 1),
  alt: title,
  video: trailer ? (i % 2 === 0 ? trailers.music : trailers.podcast) : undefined,
  genres,
}));
