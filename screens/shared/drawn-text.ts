export type DrawFn = (ctx: CanvasRenderingContext2D, width: number, height: number) => void;

/**
 * Runs `draw` while noting every string it writes with fillText: what the drawing shows in words,
 * in drawing order, each once. The context's own fillText is back when it returns (or throws), since
 * the context is reused by the next draw.
 */
export function drawNotingText(ctx: CanvasRenderingContext2D, draw: DrawFn, width: number, height: number): readonly string[] {
  const drawn = new Set<string>();
  const fillText = ctx.fillText;
  ctx.fillText = (...args: Parameters<CanvasRenderingContext2D['fillText']>) => {
    if (args[0].trim()) drawn.add(args[0]);
    fillText.apply(ctx, args);
  };
  try {
    draw(ctx, width, height);
  } finally {
    Reflect.deleteProperty(ctx, 'fillText');
  }
  return [...drawn];
}
