import { useEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { clampDomain, zoomDomain, type Domain } from './series-window';

/** Wheel notches (deltaY 100) scale the view by this factor each. */
const ZOOM_STEP = 1.25;

interface PanZoomOptions {
  /** The element the gestures happen on (the plot overlay); null until it is mounted. */
  target: HTMLElement | null;
  domain: Domain;
  limits: Domain;
  plotWidth: number;
  minSpan: number;
  enabled: boolean;
  /** Called at most once per animation frame with the new view. */
  onChange: (domain: Domain) => void;
}

/**
 * Wheel zoom around the pointer and drag to pan, for a time axis. Pointer moves are coalesced to
 * one view change per animation frame, so a fast drag costs one redraw per frame, not per event.
 * Returns the pointer handlers of the overlay and whether a drag is under way.
 */
export function usePanZoom({ target, domain, limits, plotWidth, minSpan, enabled, onChange }: PanZoomOptions) {
  const latest = useRef({ domain, limits, plotWidth, minSpan, onChange });
  useEffect(() => {
    latest.current = { domain, limits, plotWidth, minSpan, onChange };
  });
  const pending = useRef<Domain | null>(null);
  const frame = useRef(0);
  const drag = useRef<{ x: number; domain: Domain } | null>(null);

  const schedule = (next: Domain) => {
    pending.current = next;
    // The next gesture builds on the view it asked for, even before React re-renders.
    latest.current.domain = next;
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      if (pending.current) latest.current.onChange(pending.current);
      pending.current = null;
    });
  };

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  useEffect(() => {
    const el = target;
    if (!el || !enabled) return;
    // A passive listener could not stop the page from scrolling while the chart zooms.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const { domain: d, limits: l, plotWidth: w, minSpan: m } = latest.current;
      const rect = el.getBoundingClientRect();
      const anchor = d[0] + ((event.clientX - rect.left) / (w || 1)) * (d[1] - d[0]);
      schedule(zoomDomain(d, anchor, ZOOM_STEP ** (event.deltaY / 100), l, m));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [target, enabled]);

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    if (!enabled || event.button !== 0) return;
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A synthetic pointer (tests, benches) cannot be captured; the drag still works inside the plot.
    }
    drag.current = { x: event.clientX, domain: latest.current.domain };
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    const start = drag.current;
    if (!start) return;
    const { limits: l, plotWidth: w } = latest.current;
    const shift = ((event.clientX - start.x) / (w || 1)) * (start.domain[1] - start.domain[0]);
    schedule(clampDomain([start.domain[0] - shift, start.domain[1] - shift], l));
  };
  const onPointerUp = (event: ReactPointerEvent<HTMLElement>) => {
    if (!drag.current) return;
    drag.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
  };
  return { onPointerDown, onPointerMove, onPointerUp, dragging: () => drag.current !== null };
}
