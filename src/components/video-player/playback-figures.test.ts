import { describe, expect, it } from 'vitest';
import { FigureMeter } from './playback-figures';

describe('FigureMeter', () => {
  it('gives decoded frames per second from counter deltas', () => {
    const meter = new FigureMeter();
    expect(meter.sample(0, 0, 0).fps).toBeNull();
    expect(meter.sample(1000, 12, 0)).toEqual({ fps: 12, stalls: 0, frames: 12, dropped: 0 });
    expect(meter.sample(3000, 36, 2)).toEqual({ fps: 12, stalls: 0, frames: 36, dropped: 2 });
  });

  it('takes a counter that went back (a new source) as a new baseline', () => {
    const meter = new FigureMeter();
    meter.sample(0, 100, 0);
    meter.sample(1000, 110, 0);
    expect(meter.sample(2000, 3, 0)).toMatchObject({ fps: 10, frames: 10 });
    expect(meter.sample(3000, 15, 0)).toMatchObject({ fps: 12, frames: 22 });
  });

  it('counts stalls', () => {
    const meter = new FigureMeter();
    meter.stall();
    expect(meter.stall().stalls).toBe(2);
    expect(meter.current.stalls).toBe(2);
  });
});
