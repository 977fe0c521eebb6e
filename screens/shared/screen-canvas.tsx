import { useLayoutEffect, useRef } from 'react';
import { prepareCanvas } from '../../src/components/charts/canvas-lines';

export type DrawFn = (ctx: CanvasRenderingContext2D, width: number, height: number) => void;

/**
 * A canvas filling its panel body, redrawn whenever `draw` changes (callers memoise it on their
 * data). Sizes are layout pixels of the 1920x1080 stage: the stage's scale transform does not change
 * them, so a canvas is sized once and reused, never recreated per poll.
 */
export function ScreenCanvas({ draw, testId }: { draw: DrawFn; testId?: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useLayoutEffect(() => {
    const canvas = ref.current;
    const box = canvas?.parentElement;
    if (!canvas || !box) return;
    const width = box.clientWidth;
    const height = box.clientHeight;
    canvas.style.width = `${width}px`;
    canvas.style.height = `${height}px`;
    const ctx = prepareCanvas(canvas, width, height);
    if (ctx) draw(ctx, width, height);
  }, [draw]);
  return (
    <div className="screen-canvas-box">
      <canvas ref={ref} data-testid={testId} />
    </div>
  );
}
