import { MediaFieldTools } from '../media/media-field-tools';
import { inputClass } from '../ui/styles';
import { describedBy, FieldFrame } from './field-frame';
import type { TextInputKind } from './form-values';
import { ImagePreview } from './image-preview';
import { VideoHint } from './video-hint';

export interface TextControlProps {
  id: string;
  label: string;
  kind: TextInputKind;
  required: boolean;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** Shown while empty: a translation's default-locale value. */
  placeholder?: string;
}

const urlKinds: ReadonlySet<TextInputKind> = new Set(['image', 'video', 'url']);

/** One text field of a content form, shaped by its registry kind. */
export function TextControl({
  id,
  label,
  kind,
  required,
  value,
  error,
  placeholder,
  ...handlers
}: TextControlProps) {
  const hint = (kind === 'image' || kind === 'video') && value !== '';
  const common = {
    id,
    name: id,
    value,
    required,
    placeholder,
    onBlur: handlers.onBlur,
    ...describedBy(id, error, hint),
    className: inputClass,
  };
  return (
    <FieldFrame
      id={id}
      label={label}
      required={required}
      error={error}
      below={
        kind === 'image' || kind === 'video' ? (
          <>
            {kind === 'image' ? (
              <ImagePreview id={id} url={value} />
            ) : (
              <VideoHint id={id} url={value} />
            )}
            {/* The URL stays the field's value: these only fill it in. */}
            <MediaFieldTools
              id={id}
              label={label}
              kind={kind}
              value={value}
              onChange={handlers.onChange}
            />
          </>
        ) : null
      }
    >
      {kind === 'textarea' ? (
        <textarea
          {...common}
          rows={4}
          onChange={(event) => handlers.onChange(event.target.value)}
        />
      ) : (
        <input
          {...common}
          // Site paths ("/media/...") are valid too, so no type="url" and its native check.
          type={kind === 'email' ? 'email' : 'text'}
          inputMode={urlKinds.has(kind) ? 'url' : undefined}
          autoComplete="off"
          onChange={(event) => handlers.onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}
