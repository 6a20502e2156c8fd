import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { targetIndexForKey } from './reorder';

/**
 * A list the owner reorders by dragging an item, or with the arrow keys (Home/End) on its handle,
 * focus following the moved handle (product images, gallery slides). `onMove` makes the change
 * and says it; this hook only tells where from and where to.
 */
export function useReorderable(count: number, onMove: (from: number, to: number) => void) {
  const dragFrom = useRef<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const handles = useRef<Array<HTMLButtonElement | null>>([]);
  const move = (from: number, to: number, refocus: boolean) => {
    if (from === to) return;
    onMove(from, to);
    if (refocus) window.requestAnimationFrame(() => handles.current[to]?.focus());
  };
  const endDrag = () => {
    dragFrom.current = null;
    setDropAt(null);
  };
  return {
    /** The item a dragged one would land on, to mark it. */
    dropAt,
    /** Props of the list item at `index`: draggable and a drop target. */
    itemProps: (index: number) => ({
      draggable: true,
      onDragStart: (event: DragEvent) => {
        dragFrom.current = index;
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(index));
      },
      onDragEnd: endDrag,
      onDragOver: (event: DragEvent) => {
        if (dragFrom.current === null) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setDropAt(index);
      },
      onDrop: (event: DragEvent) => {
        if (dragFrom.current === null) return;
        event.preventDefault();
        move(dragFrom.current, index, false);
        endDrag();
      },
    }),
    /** Props of the item's handle button. */
    handleProps: (index: number) => ({
      ref: (element: HTMLButtonElement | null) => {
        handles.current[index] = element;
      },
      onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
        const to = targetIndexForKey(index, count, event.key);
        if (to === undefined) return;
        event.preventDefault();
        move(index, to, true);
      },
    }),
  };
}
