import { describe, expect, it } from 'vitest';
import { clampTileView, panTileView, project, tilesInView, tileUrl, tileViewPixel, tileViewPoint, unproject, zoomTileView } from './mercator';

describe('the picker web mercator', () => {
  it('projects and unprojects a point back to itself, with the world 256 px wide at zoom 0', () => {
    expect(project(0, 0, 0)).toEqual([128, 128]);
    expect(project(-180, 0, 1)[0]).toBe(0);
    const [lon, lat] = unproject(...project(120.3, 31.57, 16), 16);
    expect(lon).toBeCloseTo(120.3, 9);
    expect(lat).toBeCloseTo(31.57, 9);
  });

  it('finds a point at the pixel it is drawn at, and the centre in the middle of the box', () => {
    const view = { lon: 120.3, lat: 31.57, zoom: 15 };
    const [x, y] = tileViewPixel(view, 600, 300, 120.31, 31.565);
    const [lon, lat] = tileViewPoint(view, 600, 300, x, y);
    expect(lon).toBeCloseTo(120.31, 9);
    expect(lat).toBeCloseTo(31.565, 9);
    expect(tileViewPixel(view, 600, 300, 120.3, 31.57).map((v) => Math.round(v * 1e6) / 1e6)).toEqual([300, 150]);
  });

  it('pans by pixels, zooms by whole levels keeping the point under the pointer, and stays in range', () => {
    const view = { lon: 120.3, lat: 31.57, zoom: 10 };
    const panned = panTileView(view, 256, 0);
    expect(tileViewPixel(panned, 600, 300, 120.3, 31.57)[0]).toBeCloseTo(300 + 256, 6);
    const anchor = tileViewPoint(view, 600, 300, 100, 50);
    const zoomed = zoomTileView(view, 1, 600, 300, 100, 50);
    expect(zoomed.zoom).toBe(11);
    const after = tileViewPoint(zoomed, 600, 300, 100, 50);
    expect(after[0]).toBeCloseTo(anchor[0], 9);
    expect(after[1]).toBeCloseTo(anchor[1], 9);
    expect(clampTileView({ lon: 200, lat: 89, zoom: 30.4 })).toEqual({ lon: 180, lat: 85.05112878, zoom: 18 });
    expect(zoomTileView({ lon: 0, lat: 0, zoom: 2 }, -1, 600, 300)).toEqual({ lon: 0, lat: 0, zoom: 2 });
  });

  it('lays out the tiles covering the box, wrapping columns and leaving rows off the world out', () => {
    const tiles = tilesInView({ lon: 0, lat: 0, zoom: 2 }, 600, 300);
    // Zoom 2: 4 x 4 tiles of 256 px, the box centred on (512, 512).
    expect(tiles.map((t) => `${t.x}/${t.y}@${t.left},${t.top}`)).toEqual(['0/1@-212,-106', '1/1@44,-106', '2/1@300,-106', '3/1@556,-106', '0/2@-212,150', '1/2@44,150', '2/2@300,150', '3/2@556,150']);
    const edge = tilesInView({ lon: 179, lat: 85, zoom: 2 }, 600, 300);
    expect(edge.every((t) => t.y >= 0 && t.x >= 0 && t.x < 4)).toBe(true);
    expect(tileUrl('https://t/{z}/{x}/{y}.png?x={x}', edge[0])).toBe(`https://t/2/${edge[0].x}/${edge[0].y}.png?x=${edge[0].x}`);
  });
});
