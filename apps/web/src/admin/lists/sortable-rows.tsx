import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  type KeyboardSensorOptions,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type ReactNode, useMemo, useRef } from 'react';

/** How the rows of a list may be put in another order by hand. */
export interface RowOrder {
  /** What a row is called to a screen reader. */
  title: (id: string) => string;
  /** A row was dropped `from` one place `to` another (indexes among the rows shown). */
  onMove: (from: number, to: number) => void;
}

const instructions =
  'To move a row, press Space or Enter on its handle, move it with the arrow keys, and press ' +
  'Space or Enter again to drop it there. Escape puts it back.';

/** What dnd-kit says in its live region while a row is dragged, in places of the page shown. */
function announcements(ids: readonly string[], title: (id: string) => string): Announcements {
  const place = (id: string | number | undefined) => ids.indexOf(String(id)) + 1;
  const where = (id: string | number | undefined) => `place ${place(id)} of ${ids.length}`;
  return {
    onDragStart: ({ active }) => `Picked up “${title(String(active.id))}” at ${where(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `“${title(String(active.id))}” is over ${where(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `“${title(String(active.id))}” was dropped at ${where(over.id)}.`
        : `“${title(String(active.id))}” was put back.`,
    onDragCancel: ({ active }) => `Moving “${title(String(active.id))}” was cancelled.`,
  };
}

/**
 * Arrow up and down move a picked-up row one row a press: onto the row above (tops aligned) or
 * below (bottoms aligned), in the measured rows' own coordinates. (dnd-kit's getter for
 * sortables measures by corners, and skips rows of a table whose heights differ.)
 */
function rowByRow(ids: { current: readonly string[] }): KeyboardCoordinateGetter {
  return (event, { active, context: { over, collisionRect, droppableRects } }) => {
    const step = event.code === 'ArrowUp' ? -1 : event.code === 'ArrowDown' ? 1 : 0;
    if (step === 0 || !collisionRect) return undefined;
    event.preventDefault();
    const target = ids.current[ids.current.indexOf(String(over?.id ?? active)) + step];
    const rect = target === undefined ? undefined : droppableRects.get(target);
    if (!rect) return undefined;
    const y = step < 0 ? rect.top : rect.top + rect.height - collisionRect.height;
    return { x: rect.left, y };
  };
}

/** The drag-and-drop frame around a table whose rows are `SortableRow`s, by pointer or keyboard. */
export function SortableRows({
  ids,
  order,
  children,
}: {
  ids: readonly string[];
  order: RowOrder;
  children: ReactNode;
}) {
  // The rows as they are now, for the arrow keys (the sensor keeps the getter it started with).
  const current = useRef(ids);
  current.current = ids;
  // The arrow keys scroll the page at once: a key pressed while a smooth scroll is under way is
  // measured against where the rows were, and a reduced-motion setting asks for no animation.
  const keyboard = useMemo<KeyboardSensorOptions>(
    () => ({ coordinateGetter: rowByRow(current), scrollBehavior: 'instant' }),
    [],
  );
  const pointer = useMemo(() => ({ activationConstraint: { distance: 4 } }), []);
  const sensors = useSensors(
    // A click on the handle is not a drag until the pointer moves a little.
    useSensor(PointerSensor, pointer),
    useSensor(KeyboardSensor, keyboard),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    order.onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: announcements(ids, order.title),
        screenReaderInstructions: { draggable: instructions },
      }}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** A table row that can be dragged by its handle, the row's first cell. */
export function SortableRow({
  id,
  title,
  className,
  handleClassName,
  children,
}: {
  id: string;
  title: string;
  className: string;
  handleClassName: string;
  children: ReactNode;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  return (
    <tr
      ref={setNodeRef}
      className={`${className} ${isDragging ? 'relative z-10 bg-amber-50 shadow-md' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <td className={handleClassName}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag to reorder “${title}”`}
          className="cursor-grab touch-none rounded px-1.5 py-1 text-slate-400 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold active:cursor-grabbing"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <circle cx="7" cy="5" r="1.5" />
            <circle cx="13" cy="5" r="1.5" />
            <circle cx="7" cy="10" r="1.5" />
            <circle cx="13" cy="10" r="1.5" />
            <circle cx="7" cy="15" r="1.5" />
            <circle cx="13" cy="15" r="1.5" />
          </svg>
        </button>
      </td>
      {children}
    </tr>
  );
}
