import { useRef, type PointerEvent as ReactPointerEvent } from 'react';

/** A pointer that moved further than this (px) drags the map instead of picking a point. */
const DRAG_THRESHOLD_PX = 4;

export interface PanOrPickHandlers<V> {
  /** The pointer dragged (dx, dy) px since it went down on the view `start`. */
  pan(start: V, dx: number, dy: number, rect: DOMRect): void;
  /** A click (no drag) at (x, y) px from the box's top left corner. */
  pick(x: number, y: number, rect: DOMRect): void;
}

/** The picker's gestures on either surface (the offline outline or online tiles): drag to pan, click to pick. */
export function usePanOrPick<V>(view: V, on: PanOrPickHandlers<V>) {
  const drag = useRef<{ x: number; y: number; view: V; moved: boolean } | null>(null);
  return {
    onPointerDown: (event: ReactPointerEvent<Element>) => {
      event.currentTarget.setPointerCapture(event.pointerId);
      drag.current = { x: event.clientX, y: event.clientY, view, moved: false };
    },
    onPointerMove: (event: ReactPointerEvent<Element>) => {
      const current = drag.current;
      if (!current) return;
      const dx = event.clientX - current.x;
      const dy = event.clientY - current.y;
      if (!current.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
      current.moved = true;
      on.pan(current.view, dx, dy, event.currentTarget.getBoundingClientRect());
    },
    onPointerUp: (event: ReactPointerEvent<Element>) => {
      const current = drag.current;
      drag.current = null;
      if (!current || current.moved) return;
      const rect = event.currentTarget.getBoundingClientRect();
      on.pick(event.clientX - rect.left, event.clientY - rect.top, rect);
    },
  };
}
