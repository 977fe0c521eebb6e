import { describe, expect, it } from 'vitest';
import { ActivityMeter, activityIndex, ANALYSIS, FRAME_BYTES, meanAbsDiff, OVERLAY_ROWS } from './activity';

const frame = (fill: (i: number) => number) => Uint8Array.from({ length: FRAME_BYTES }, (_, i) => fill(i));

describe('activity index', () => {
  it('is 0 for identical frames and grows with the difference, saturating below 100', () => {
    const a = frame(() => 80);
    expect(activityIndex(meanAbsDiff(a, a))).toBe(0);
    const small = activityIndex(meanAbsDiff(a, frame((i) => (i % 8 === 0 ? 120 : 80))));
    const large = activityIndex(meanAbsDiff(a, frame((i) => (i % 2 === 0 ? 180 : 80))));
    expect(small).toBeGreaterThan(0);
    expect(large).toBeGreaterThan(small);
    expect(large).toBeLessThanOrEqual(100);
  });

  it('ignores the overlay rows at the top and bottom (clock and PTZ line)', () => {
    const a = frame(() => 80);
    const clockOnly = frame((i) => (i < OVERLAY_ROWS * ANALYSIS.w || i >= (ANALYSIS.h - OVERLAY_ROWS) * ANALYSIS.w ? 255 : 80));
    expect(meanAbsDiff(a, clockOnly)).toBe(0);
  });

  it('cuts a byte stream into frames across chunk boundaries', () => {
    const meter = new ActivityMeter();
    const stream = Buffer.concat([Buffer.from(frame(() => 80)), Buffer.from(frame(() => 90)), Buffer.from(frame(() => 90))]);
    const values = [...meter.push(stream.subarray(0, 1000)), ...meter.push(stream.subarray(1000, 5000)), ...meter.push(stream.subarray(5000))];
    expect(values).toHaveLength(2);
    expect(values[0]).toBe(activityIndex(10));
    expect(values[1]).toBe(0);
  });
});
