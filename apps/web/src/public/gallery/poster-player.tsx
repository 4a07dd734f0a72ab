import { modalCopy } from '@studio/content';
import { usePageLocale, useWords } from '../../i18n/page-locale';
import { Modal } from '../../ui/modal';
import { VideoPlayer } from '../../ui/video-player';
import { calendarDate } from '../formats';
import type { Poster } from './posters';

interface PosterPlayerProps {
  poster: Poster;
  onClose: () => void;
}

/** A poster's video in the galleries' modal player. */
export function PosterPlayer({ poster, onClose }: PosterPlayerProps) {
  const words = useWords('modal', modalCopy);
  const { locale } = usePageLocale();
  return (
    <Modal label={poster.title} closeLabel={words.close} open onClose={onClose}>
      <VideoPlayer
        url={poster.video}
        title={poster.title}
        poster={poster.videoPoster}
        unplayable={words.unplayable}
      />
      {poster.releaseDate ? (
        <p className="mt-3 text-sm text-white/70">
          {words.released(calendarDate(poster.releaseDate, locale))}
        </p>
      ) : null}
      {poster.related && poster.related.length > 0 ? (
        <div className="mt-3 text-sm text-white/70">
          <h3 className="font-semibold uppercase tracking-[0.2em] text-white/80">
            {words.relatedPodcasts}
          </h3>
          <ul className="mt-1 list-disc pl-5">
            {poster.related.map(({ _id, title }) => (
              <li key={_id}>{title}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </Modal>
  );
}
