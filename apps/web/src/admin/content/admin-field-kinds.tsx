import type { FieldKind, fieldKinds } from '@studio/contracts';
import type { ComponentType } from 'react';
import { ImagePreview } from '../forms/image-preview';
import { TimeZoneNote } from '../forms/time-zone-note';
import { VideoHint } from '../forms/video-hint';
import {
  type CellProps,
  DateTimeCell,
  ImageCell,
  LinesCell,
  LinkCell,
  ListCell,
  NumberCell,
  OptionsCell,
  ReferenceCell,
  TextCell,
  YesNoCell,
} from '../lists/kind-cells';
import { MediaFieldTools } from '../media/media-field-tools';

/** What is shown under a text field (an image's preview, the media library's tools). */
export interface BelowProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** The admin's part of a kind typed as one text: its list cell, how it is typed, what is below. */
export interface TextKindAdmin {
  Cell: ComponentType<CellProps>;
  /**
   * One line, several lines, an address (the browser's e-mail keyboard), a URL, a day, or a
   * date and time (typed in the browser's local time, held as the UTC text it is stored as).
   */
  input: 'line' | 'lines' | 'email' | 'url' | 'date' | 'datetime';
  Below?: ComponentType<BelowProps>;
}

/** The admin's part of a kind typed as a list of texts (its control is the form's list control). */
export interface ListKindAdmin {
  Cell: ComponentType<CellProps>;
}

/** The admin's part of a kind typed as a number (its control is the form's number input). */
export interface NumberKindAdmin {
  Cell: ComponentType<CellProps>;
}

/** The admin's part of a yes-or-no kind (its control is the form's checkbox). */
export interface BooleanKindAdmin {
  Cell: ComponentType<CellProps>;
}

/**
 * The admin's part of a choice among options (its controls: a select, or checkboxes) or among a
 * type's records (a searchable list).
 */
export interface SelectKindAdmin {
  Cell: ComponentType<CellProps>;
}

/** A new form shape (FormShape) is a compile error here until it has its admin part. */
interface AdminByShape {
  text: TextKindAdmin;
  list: ListKindAdmin;
  number: NumberKindAdmin;
  boolean: BooleanKindAdmin;
  select: SelectKindAdmin;
}

type AdminOf<K extends FieldKind> = AdminByShape[(typeof fieldKinds)[K]['form']];

function ImageBelow({ id, label, value, onChange }: BelowProps) {
  return (
    <>
      <ImagePreview id={id} url={value} />
      {/* The URL stays the field's value: these only fill it in. */}
      <MediaFieldTools id={id} label={label} kind="image" value={value} onChange={onChange} />
    </>
  );
}

function VideoBelow({ id, label, value, onChange }: BelowProps) {
  return (
    <>
      <VideoHint id={id} url={value} />
      <MediaFieldTools id={id} label={label} kind="video" value={value} onChange={onChange} />
    </>
  );
}

/**
 * The admin's half of every field kind (the other half: packages/contracts/src/field-kinds): a
 * mapped type over the kinds, so a kind without its admin part does not compile.
 */
export const adminFieldKinds: { [K in FieldKind]: AdminOf<K> } = {
  text: { Cell: TextCell, input: 'line' },
  textarea: { Cell: LinesCell, input: 'lines' },
  image: { Cell: ImageCell, input: 'url', Below: ImageBelow },
  video: { Cell: LinkCell, input: 'url', Below: VideoBelow },
  url: { Cell: LinkCell, input: 'url' },
  email: { Cell: TextCell, input: 'email' },
  list: { Cell: ListCell },
  // The ISO day as stored: what the date picker gives and takes, the same in every time zone.
  date: { Cell: TextCell, input: 'date' },
  // An instant: shown and typed in the browser's time zone, which the note below it names.
  datetime: { Cell: DateTimeCell, input: 'datetime', Below: TimeZoneNote },
  number: { Cell: NumberCell },
  boolean: { Cell: YesNoCell },
  select: { Cell: OptionsCell },
  reference: { Cell: ReferenceCell },
};
