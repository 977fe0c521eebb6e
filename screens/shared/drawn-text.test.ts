import { describe, expect, it } from 'vitest';
import { drawNotingText } from './drawn-text';

/** Stands in for a 2D context: fillText on the prototype, as on CanvasRenderingContext2D. */
class FakeContext {
  written: string[] = [];
  fillText(text: string) {
    this.written.push(text);
  }
}

describe('drawNotingText', () => {
  it('lists what the drawing writes once each, in order, and still draws every call', () => {
    const ctx = new FakeContext();
    const drawn = drawNotingText(ctx as unknown as CanvasRenderingContext2D, (c) => {
      for (const text of ['Dissolved oxygen', '7.50', ' ', 'Dissolved oxygen', 'mg/L']) c.fillText(text, 0, 0);
    }, 100, 100);
    expect(drawn).toEqual(['Dissolved oxygen', '7.50', 'mg/L']);
    expect(ctx.written).toEqual(['Dissolved oxygen', '7.50', ' ', 'Dissolved oxygen', 'mg/L']);
    expect(Object.hasOwn(ctx, 'fillText')).toBe(false);
  });

  it('gives the context its own fillText back when the drawing throws', () => {
    const ctx = new FakeContext();
    expect(() => drawNotingText(ctx as unknown as CanvasRenderingContext2D, () => {
      throw new Error('bad data');
    }, 100, 100)).toThrow('bad data');
    expect(Object.hasOwn(ctx, 'fillText')).toBe(false);
  });
});
