import type { Locator, Page } from 'playwright-core';

export interface CanvasStats {
  width: number;
  height: number;
  /** Share of pixels that differ from the most common colour (the background). */
  drawnShare: number;
  /** Number of distinct colours (quantised to 4 bits per channel). */
  colours: number;
}

/**
 * What an element's screenshot shows, decoded in the page (no PNG decoder in Node): a blank or
 * single-colour canvas has a drawn share near 0 and a handful of colours.
 */
export async function canvasStats(page: Page, element: Locator): Promise<CanvasStats> {
  const png = (await element.screenshot()).toString('base64');
  return page.evaluate(async (b64) => {
    const blob = await (await fetch(`data:image/png;base64,${b64}`)).blob();
    const bitmap = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(bitmap, 0, 0);
    const data = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
    const counts = new Map<number, number>();
    for (let i = 0; i < data.length; i += 4) {
      const key = ((data[i] >> 4) << 8) | ((data[i + 1] >> 4) << 4) | (data[i + 2] >> 4);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const pixels = data.length / 4;
    const background = Math.max(...counts.values());
    return { width: bitmap.width, height: bitmap.height, drawnShare: 1 - background / pixels, colours: counts.size };
  }, png);
}

/** Pixels (RGB) of a small square of the page around (x, y), read from a screenshot. */
export async function pixelsAround(page: Page, x: number, y: number, radius: number): Promise<number[][]> {
  const png = (await page.screenshot({ clip: { x: x - radius, y: y - radius, width: radius * 2, height: radius * 2 } })).toString('base64');
  return page.evaluate(async (b64) => {
    const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${b64}`)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(bitmap, 0, 0);
    const data = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
    const out: number[][] = [];
    for (let i = 0; i < data.length; i += 4) out.push([data[i], data[i + 1], data[i + 2]]);
    return out;
  }, png);
}

/** Whether some pixel is within `tolerance` per channel of the RGB colour. */
export function hasColour(pixels: number[][], rgb: readonly number[], tolerance = 24): boolean {
  return pixels.some((p) => p.every((v, i) => Math.abs(v - rgb[i]) <= tolerance));
}
