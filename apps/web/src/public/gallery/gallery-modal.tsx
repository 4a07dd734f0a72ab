import { modalCopy } from '@studio/content';
import { useWords } from '../../i18n/page-locale';
import { Modal } from '../../ui/modal';
import { ResponsiveImage } from '../../ui/responsive-image';
import { type GalleryImage, galleryMedia } from './gallery-images';

/** Whether a link leaves the site (then it opens in a new tab). */
const external = (href: string) => /^https?:\/\//i.test(href);

interface GalleryModalProps {
  image: GalleryImage;
  onClose: () => void;
}

/** One gallery record's image, larger, with its title, caption and link. */
export function GalleryModal({ image, onClose }: GalleryModalProps) {
  const words = useWords('modal', modalCopy);
  return (
    <Modal label={image.title} closeLabel={words.close} open onClose={onClose}>
      <figure>
        <ResponsiveImage
          src={image.imageUrl}
          media={galleryMedia(image)}
          sizes="(min-width: 1024px) 960px, 100vw"
          // The visitor opened it: it is what they look at.
          aboveFold
          alt={image.title}
          className="max-h-[75dvh] w-full object-contain"
        />
        <figcaption className="mt-4 space-y-2">
          <p className="text-sm font-semibold uppercase tracking-[0.3em] text-gold">
            {image.title}
          </p>
          {image.caption ? <p className="text-sm text-white/80">{image.caption}</p> : null}
          {image.link ? (
            <a
              href={image.link}
              {...(external(image.link) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              className="inline-block text-sm text-gold underline underline-offset-4 hover:text-white"
            >
              {words.openLink}
            </a>
          ) : null}
        </figcaption>
      </figure>
    </Modal>
  );
}
