import { type FocalPoint, type MediaRecord, mediaMessages } from '@studio/contracts';
import type { KeyboardEvent, MouseEvent } from 'react';
import { focalPosition } from '../../ui/focal-position';
import { buttonClass } from '../ui/styles';
import { thumbnailOf } from './media-facts';

const CENTRE: FocalPoint = { x: 0.5, y: 0.5 };
/** An arrow key's step across the image; with Shift, a finer one. */
const STEP = 0.05;
const FINE_STEP = 0.01;

/** Kept within the image, to a thousandth (finer than any crop's pixel matters). */
const fraction = (value: number) => Math.round(Math.min(Math.max(value, 0), 1) * 1000) / 1000;

const moves: Record<string, (point: FocalPoint, step: number) => FocalPoint> = {
  ArrowLeft: ({ x, y }, step) => ({ x: x - step, y }),
  ArrowRight: ({ x, y }, step) => ({ x: x + step, y }),
  ArrowUp: ({ x, y }, step) => ({ x, y: y - step }),
  ArrowDown: ({ x, y }, step) => ({ x, y: y + step }),
};

interface FocalPointPickerProps {
  item: Pick<MediaRecord, 'kind' | 'url' | 'variants' | 'poster' | 'name'>;
  /** The point chosen; null: the image's centre. */
  value: FocalPoint | null;
  onChange: (point: FocalPoint | null) => void;
  /** The readout's id, for the button that names it. */
  readoutId: string;
}

/**
 * An image to click where it must stay in view when a page cuts it; its marker also moves with
 * the arrow keys (Shift: finer), and "Centre" clears it.
 */
export function FocalPointPicker({ item, value, onChange, readoutId }: FocalPointPickerProps) {
  const point = value ?? CENTRE;

  const pick = (event: MouseEvent<HTMLButtonElement>) => {
    // A keyboard "click" (Enter, Space) has no position: the arrow keys move the point instead.
    if (event.detail === 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    onChange({
      x: fraction((event.clientX - box.left) / box.width),
      y: fraction((event.clientY - box.top) / box.height),
    });
  };

  const nudge = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const moved = move(point, event.shiftKey ? FINE_STEP : STEP);
    onChange({ x: fraction(moved.x), y: fraction(moved.y) });
  };

  return (
    <div className="space-y-1">
      <p className="block text-xs font-medium text-slate-700">Focal point</p>
      <button
        type="button"
        aria-label={`Focal point of ${item.name}`}
        aria-describedby={readoutId}
        onClick={pick}
        onKeyDown={nudge}
        className="relative block w-full cursor-crosshair overflow-hidden rounded border border-slate-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold"
      >
        <img src={thumbnailOf(item)} alt="" className="block h-auto w-full" draggable={false} />
        <span
          data-testid="focal-marker"
          aria-hidden="true"
          className="-translate-x-1/2 -translate-y-1/2 pointer-events-none absolute size-5 rounded-full border-2 border-white bg-gold/60 shadow-[0_0_0_1px_rgba(0,0,0,0.6)]"
          style={{ left: `${point.x * 100}%`, top: `${point.y * 100}%` }}
        />
      </button>
      <p id={readoutId} className="text-xs text-slate-600">
        {mediaMessages.focalReadout(focalPosition(value))}
      </p>
      <button
        type="button"
        onClick={() => onChange(null)}
        disabled={value === null}
        className={buttonClass.smallEdit}
      >
        Centre
      </button>
    </div>
  );
}
