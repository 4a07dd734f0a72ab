import { MEDIA_MAX_PIXELS } from './limits';

/**
 * The media library's messages (server answers and the admin's pages). Apart from `messages`:
 * the public pages load that object first, and need none of these.
 */
export const mediaMessages = {
  /** A stale save of an item: who changed it meanwhile, to what (the name where it is edited). */
  savedMeanwhile: (change: { who: string; time: string; alt: string; name?: string }) =>
    `This item was changed by ${change.who} at ${change.time}, after you opened it. Saved now: alt text “${change.alt}”${change.name === undefined ? '' : `, name “${change.name}”`}. What you typed is still here: Save again to replace it with yours.`,
  updated: 'Media updated.',
  deleted: 'Media deleted.',
  inUse: 'This file is used by content: change those records first.',
  /** A record that uses the file from the trash, as the refusal names it. */
  usedInTrash: (title: string) => `${title} (in the trash)`,
  unsupported:
    'Upload a JPEG, PNG, WebP, AVIF or GIF image, or an MP4, WebM or QuickTime video (SVG is not accepted).',
  imageTooLarge: (limit: string) => `Images can be at most ${limit}.`,
  videoTooLarge: (limit: string) => `Videos can be at most ${limit}.`,
  tooManyPixels: `The image has too many pixels (at most ${MEDIA_MAX_PIXELS / 1_000_000} megapixels).`,
  unreadable: 'The file could not be read as an image or video: it may be damaged.',
  oneFile: 'Send one file, in the "file" field.',
  noFile: 'Choose a file to upload.',
  noFfmpeg: 'ffmpeg is not installed on the server: the video has no poster or size.',
  noPoster: 'ffmpeg could not read a frame of this video: it has no poster.',
  uploadFailed: 'The upload failed.',
  updateFailed: 'Failed to update the media.',
  deleteFailed: 'Failed to delete the media.',
  altRequired: 'Describe the image (alt text) before it is used on a public page.',
  altInUse: 'This image is used on a public page: its alt text cannot be empty.',
  focalRange: 'Use a number from 0 to 1.',
  focalPoint: 'Give the focal point as {x, y}, each from 0 to 1, or null for the centre.',
  /** The admin's picker: where the point is (`X% Y%` from the top left), or that it is centred. */
  focalReadout: (position: string | undefined) =>
    position
      ? `Kept in view when cut: ${position} (across, down). Click the image or use the arrow keys.`
      : 'Kept in view when cut: the centre. Click the image or use the arrow keys.',
  notInLibrary: 'There is no such file in the media library.',
  wrongKind: (kind: 'image' | 'video') =>
    kind === 'image' ? 'Choose an image for this field.' : 'Choose a video for this field.',
  /** The admin's library page and the media fields of the content forms. */
  uploaded: (name: string) => `${name} uploaded.`,
  copied: 'Copied',
  copyFailed: 'The URL could not be copied: select it and copy it by hand.',
  empty: 'No media yet: upload images and videos above.',
  noMatch: 'No media matches.',
} as const;
