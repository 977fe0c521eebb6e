import { useLayoutEffect, useRef, useState } from 'react';
import { prepareCanvas } from '../../src/components/charts/canvas-lines';
import { USER_DATA } from '../../src/lib/user-data';
import { drawNotingText, type DrawFn } from './drawn-text';

const NO_TEXT: readonly string[] = [];

const sameText = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((text, i) => text === b[i]);

/**
 * A canvas filling its panel body, redrawn whenever `draw` changes (callers memoise it on their
 * data). Sizes are layout pixels of the 1920x1080 stage: the stage's scale transform does not change
 * them, so a canvas is sized once and reused, never recreated per poll.
 *
 * What the drawing writes (labels, legends, values) is also listed as text beside it, visually
 * hidden: the drawing's text alternative for screen readers, which the language walk reads like
 * any other text. `userText` names the drawn strings that are user data (a market's name), marked
 * as such (src/lib/user-data.ts).
 */
export function ScreenCanvas({ draw, testId, userText }: { draw: DrawFn; testId?: string; userText?: ReadonlySet<string> }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const [text, setText] = useState(NO_TEXT);
  useLayoutEffect(() => {
    const canvas = ref.current;
    const box = canvas?.parentElement;
    if (!canvas || !box) return;
    const width = box.clientWidth;
    const height = box.clientHeight;
    canvas.style.width = `${width}px`;
    canvas.style.height = `${height}px`;
    const ctx = prepareCanvas(canvas, width, height);
    if (!ctx) return;
    const drawn = drawNotingText(ctx, draw, width, height);
    setText((shown) => (sameText(shown, drawn) ? shown : drawn));
  }, [draw]);
  return (
    <div className="screen-canvas-box">
      <canvas ref={ref} data-testid={testId} aria-hidden="true" />
      <ul className="screen-canvas-text" data-testid={testId ? `${testId}-text` : undefined}>
        {text.map((item) => <li key={item} {...(userText?.has(item) ? USER_DATA : {})}>{item}</li>)}
      </ul>
    </div>
  );
}
