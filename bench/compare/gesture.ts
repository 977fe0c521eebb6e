import type { Page } from 'playwright-core';

/**
 * Drags the plot back and forth inside the page for `ms`: one pointer move per animation frame, as
 * a 60 Hz mouse delivers them (bench:ui's gesture; CDP input is too slow on a loaded machine).
 * A string, not a closure: tsx would wrap named functions in a helper the page does not have.
 */
export async function dragGesture(page: Page, ms: number): Promise<{ fps: number; redrawsPerS: number; worstFrameMs: number }> {
  const { frames, views } = (await page.evaluate(`(async () => {
    const el = document.querySelector('[data-testid="bench-chart-plot"]');
    const r = el.getBoundingClientRect();
    const cx = r.left + r.width / 2;
    const cy = r.top + r.height / 2;
    const pointer = (x) => ({ clientX: x, clientY: cy, pointerId: 1, button: 0, buttons: 1, bubbles: true, pointerType: 'mouse', isPrimary: true });
    const views = window.__bench.viewChanges;
    el.dispatchEvent(new PointerEvent('pointerdown', pointer(cx)));
    const frames = [];
    let i = 0;
    await new Promise((resolve) => {
      const tick = (t) => {
        frames.push(t);
        i += 1;
        el.dispatchEvent(new PointerEvent('pointermove', pointer(cx + Math.sin(i / 15) * r.width * 0.3)));
        if (t - frames[0] < ${ms}) requestAnimationFrame(tick);
        else resolve();
      };
      requestAnimationFrame(tick);
    });
    el.dispatchEvent(new PointerEvent('pointerup', pointer(cx)));
    return { frames, views: window.__bench.viewChanges - views };
  })()`)) as { frames: number[]; views: number };
  const seconds = (frames[frames.length - 1] - frames[0]) / 1000;
  const gaps = frames.slice(1).map((t, i) => t - frames[i]);
  return { fps: (frames.length - 1) / seconds, redrawsPerS: views / seconds, worstFrameMs: Math.max(...gaps) };
}
