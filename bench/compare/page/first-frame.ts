/**
 * Records, for either side of the chart pair, `firstFrameMs`: from `renderStart` to the first
 * animation frame once `drawn()` holds (the frame that will show the first draw), and
 * `paintedFrameMs`: to the animation frame after that one, by when the first has been painted
 * (its raster included). Performance marks of the same names let bench/compare/profile.ts cut its
 * window there.
 */
export function markFirstFrames(drawn: () => boolean): void {
  const since = () => performance.now() - (window.__bench.renderStart ?? 0);
  const poll = () => {
    if (!drawn()) {
      requestAnimationFrame(poll);
      return;
    }
    window.__bench.firstFrameMs = since();
    performance.mark('bench:first-frame');
    requestAnimationFrame(() => {
      window.__bench.paintedFrameMs = since();
      performance.mark('bench:painted-frame');
    });
  };
  requestAnimationFrame(poll);
}
