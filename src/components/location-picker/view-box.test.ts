import { describe, expect, it } from 'vitest';
import { clampView, pointAt, viewBoxOf, zoomAt } from './view-box';

describe('location picker view', () => {
  it('shows the whole world at zoom 1 and maps the box corners to the world corners', () => {
    const view = { lon: 0, lat: 0, zoom: 1 };
    expect(viewBoxOf(view)).toEqual({ x: 0, y: 0, width: 360, height: 180 });
    expect(pointAt(view, 0, 0)).toEqual({ longitude: -180, latitude: 90 });
    expect(pointAt(view, 1, 1)).toEqual({ longitude: 180, latitude: -90 });
    expect(pointAt(view, 0.5, 0.5)).toEqual({ longitude: 0, latitude: 0 });
  });

  it('picks the centre of a zoomed view at its centre', () => {
    const view = clampView({ lon: 120.15, lat: 30.28, zoom: 64 });
    expect(pointAt(view, 0.5, 0.5)).toEqual({ longitude: 120.15, latitude: 30.28 });
    // A quarter across a 64x view is 360/64/4 degrees east of the left edge's centre offset.
    expect(pointAt(view, 0.75, 0.5).longitude).toBeCloseTo(120.15 + 360 / 64 / 4, 6);
  });

  it('keeps the point under the cursor fixed while zooming', () => {
    const view = { lon: 104, lat: 35, zoom: 4 };
    const under = pointAt(view, 0.2, 0.7);
    const zoomed = zoomAt(view, 2, 0.2, 0.7);
    expect(zoomed.zoom).toBe(8);
    const after = pointAt(zoomed, 0.2, 0.7);
    expect(after.longitude).toBeCloseTo(under.longitude, 5);
    expect(after.latitude).toBeCloseTo(under.latitude, 5);
  });

  it('never zooms out past the world nor pans off it', () => {
    expect(zoomAt({ lon: 0, lat: 0, zoom: 1 }, 0.5)).toEqual({ lon: 0, lat: 0, zoom: 1 });
    const panned = clampView({ lon: 179, lat: 89, zoom: 4 });
    const box = viewBoxOf(panned);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.y).toBeGreaterThanOrEqual(0);
  });
});
