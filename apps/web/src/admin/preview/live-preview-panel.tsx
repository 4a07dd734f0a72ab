import { useEffect, useRef, useState } from 'react';
import type { PreviewTarget } from '../../live-preview/protocol';
import { previewAddress } from '../../live-preview/public-pages';
import type { FormValues } from '../forms/form-values';
import type { RegistryForm } from '../forms/use-registry-form';
import { buttonClass, cardClass } from '../ui/styles';
import { usePreviewSender } from './use-preview-sender';

/** What a form's live preview shows: its record, on the public page that shows it. */
export interface LivePreviewOf {
  target: PreviewTarget;
  /** The page's address, with its locale's prefix. */
  path: string;
  /** What the page shows of the typed values (a translation: the default's where untranslated). */
  shown?: (typed: FormValues) => FormValues;
}

/** The widths the page is laid out at in the frame, CSS pixels: a phone's and a desktop's. */
const WIDTHS = [
  { name: 'Phone', pixels: 390 },
  { name: 'Desktop', pixels: 1280 },
] as const;
type Width = (typeof WIDTHS)[number];

/** The panel's frame area, measured: the page is scaled down to fit it. */
function useBoxSize() {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, size };
}

/** The "Live preview" button: it opens and closes the panel it controls. */
export function LivePreviewToggle({
  open,
  controls,
  onToggle,
}: {
  open: boolean;
  controls: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      // The panel is there only while open.
      aria-controls={open ? controls : undefined}
      onClick={onToggle}
      className={buttonClass.secondary}
    >
      Live preview
    </button>
  );
}

/**
 * The public page in a frame, as visitors get it but with the form's unsaved values, at a
 * phone's or a desktop's width, scaled to the panel.
 */
export function LivePreviewPanel({
  id,
  form,
  preview,
}: {
  id: string;
  form: RegistryForm;
  preview: LivePreviewOf;
}) {
  const [width, setWidth] = useState<Width>(WIDTHS[1]);
  const frame = useRef<HTMLIFrameElement>(null);
  const { box, size } = useBoxSize();
  usePreviewSender(form, preview, frame);
  const { pixels } = width;
  const scale = size.width > 0 ? Math.min(1, size.width / pixels) : 1;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`${cardClass} mt-6 space-y-3 p-4 lg:sticky lg:top-4 lg:mt-0 lg:w-[45%] lg:shrink-0`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
          Live preview
        </h2>
        <fieldset className="flex gap-2">
          <legend className="sr-only">Preview width</legend>
          {WIDTHS.map((option) => (
            <button
              key={option.name}
              type="button"
              aria-pressed={width === option}
              onClick={() => setWidth(option)}
              className={`${buttonClass.smallEdit} aria-pressed:border-gold aria-pressed:bg-gold/20`}
            >
              {option.name}
            </button>
          ))}
        </fieldset>
      </div>
      <div
        ref={box}
        className="h-[70vh] overflow-hidden rounded-md border border-slate-200 bg-slate-50"
      >
        <iframe
          ref={frame}
          title={`Live preview of ${preview.path}`}
          src={previewAddress(preview.path)}
          className="mx-auto block origin-top-left border-0 bg-white"
          style={{
            width: pixels,
            height: size.height / scale,
            transform: scale < 1 ? `scale(${scale})` : undefined,
          }}
        />
      </div>
      <p className="text-xs text-slate-500">
        Unsaved: only you see this. Save to show it to visitors.
      </p>
    </section>
  );
}
