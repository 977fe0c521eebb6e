import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { countInsects } from './counter';
import { generateBoard } from '../../sim/insect-boards';

// The full accuracy measurement (>= 100 pictures at 1920x1080) is bench/insect-count.bench.ts;
// here a few smaller boards keep the rules from silently breaking.
describe('countInsects', () => {
  it('counts generated boards (touching pairs, specks, blur, uneven light) within 15 %', async () => {
    for (const seed of [3, 11, 19, 27]) {
      const board = await generateBoard({ seed, width: 960, height: 540 });
      const result = await countInsects(board.jpeg);
      expect(Math.abs(result.count - board.count) / board.count, `seed ${seed}: ${result.count} of ${board.count}`).toBeLessThanOrEqual(0.15);
      expect(result.boxes.reduce((s, b) => s + b.n, 0)).toBe(result.count);
    }
  });

  it('finds nothing on an empty board and estimates its colour as yellow', async () => {
    const board = await generateBoard({ seed: 5, count: 0, width: 640, height: 360, blur: 0 });
    const result = await countInsects(board.jpeg);
    expect(result.count).toBe(0);
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(result.board.slice(i, i + 2), 16));
    expect(r).toBeGreaterThan(b + 80);
    expect(g).toBeGreaterThan(b + 80);
  });

  it('splits two touching insects by area and reports boxes in the picture pixels when it analyses a smaller copy', async () => {
    const board = await generateBoard({ seed: 9, count: 30, width: 1920, height: 1080, blur: 0 });
    const result = await countInsects(board.jpeg);
    expect(result.width).toBe(1920);
    for (const p of board.insects) expect(result.boxes.some((b) => p.x >= b.x - 3 && p.x <= b.x + b.w + 3 && p.y >= b.y - 3 && p.y <= b.y + b.h + 3)).toBe(true);
  });

  it('reads a PNG too', async () => {
    const board = await generateBoard({ seed: 13, count: 20, width: 640, height: 360 });
    const png = await sharp(board.jpeg).png().toBuffer();
    expect(Math.abs((await countInsects(png)).count - board.count)).toBeLessThanOrEqual(3);
  });
});
