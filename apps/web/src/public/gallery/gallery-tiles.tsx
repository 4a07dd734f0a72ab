import { galleryCopy, site } from '@studio/content';
import { useWords } from '../../i18n/page-locale';

/** SPEC.md §9: the placeholder gallery has sixteen tiles in two columns. */
const TILES = Array.from({ length: site.galleryTileCount }, (_, index) => index + 1);

const tones = [
  'from-[#2a2110] to-[#0b0b0d]',
  'from-[#101a24] to-[#0b0b0d]',
  'from-[#241012] to-[#0b0b0d]',
  'from-[#14201a] to-[#0b0b0d]',
];

export function GalleryTiles() {
  const { frame } = useWords('galleries', galleryCopy);
  return (
    <ol data-testid="gallery-grid" className="grid grid-cols-2 gap-3 sm:gap-6">
      {TILES.map((number) => (
        <li
          key={number}
          className={`group relative flex aspect-[4/3] items-end overflow-hidden border border-white/10 bg-gradient-to-br ${tones[number % tones.length]} p-4 sm:p-8`}
        >
          <span
            aria-hidden="true"
            className="absolute -top-4 right-2 font-serif text-[7rem] leading-none text-white/[0.06] transition duration-700 group-hover:text-gold/20 sm:text-[12rem]"
          >
            {number}
          </span>
          <span className="relative text-xs font-semibold uppercase tracking-[0.3em] text-white/80 sm:text-sm">
            <span className="text-gold">{String(number).padStart(2, '0')}</span> · {frame}
          </span>
        </li>
      ))}
    </ol>
  );
}
