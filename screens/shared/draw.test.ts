import { describe, expect, it } from 'vitest';
import { drawTimeLines } from './draw';

/** A 2D context that draws nothing and keeps the texts written with fillText. */
function recordingContext() {
  const texts: string[] = [];
  const target: Record<string, unknown> = {
    fillText: (text: string) => texts.push(text),
    measureText: (text: string) => ({ width: text.length * 6 }),
  };
  const ctx = new Proxy(target, {
    get: (obj, key: string) => (key in obj ? obj[key] : () => undefined),
    set: (obj, key: string, value) => {
      obj[key] = value;
      return true;
    },
  });
  return { ctx: ctx as unknown as CanvasRenderingContext2D, texts };
}

describe('screen line charts', () => {
  it('label the value axis with distinct, rounded ticks and no -0 (reservoir flow)', () => {
    const { ctx, texts } = recordingContext();
    const points = [0.118, 0.05, 0.02, -0.004, 0.01].map((value, i) => ({ ts: i * 3_600_000, value }));
    drawTimeLines(ctx, 400, 200, 0, 4 * 3_600_000, [{ label: 'Inflow (m/h)', color: '#39e08a', points }]);
    const ticks = texts.filter((text) => /^-?\d/.test(text));
    expect(ticks.length).toBeGreaterThanOrEqual(3);
    expect(new Set(ticks).size).toBe(ticks.length);
    expect(ticks.every((text) => !/^-0(\.0*)?$/.test(text))).toBe(true);
    expect(ticks).toContain('0.00');
  });
});
