import { describe, expect, it } from 'vitest';
import { advancePtz, PTZ_HOME, PTZ_LIMITS, ptzLabel, speedIndex } from './ptz';

describe('PTZ model', () => {
  it('pans and tilts at the speed’s rate and zooms by a factor', () => {
    expect(advancePtz(PTZ_HOME, 'right', 1, 1)).toEqual({ pan: 20, tilt: 0, zoom: 1 });
    expect(advancePtz(PTZ_HOME, 'left', 2, 0.5)).toEqual({ pan: -20, tilt: 0, zoom: 1 });
    expect(advancePtz(PTZ_HOME, 'up', 0, 1).tilt).toBe(10);
    expect(advancePtz(PTZ_HOME, 'zoomin', 1, 1).zoom).toBe(1.6);
  });

  it('stays inside the limits', () => {
    expect(advancePtz(PTZ_HOME, 'right', 2, 100).pan).toBe(PTZ_LIMITS.pan.max);
    expect(advancePtz(PTZ_HOME, 'down', 2, 100).tilt).toBe(PTZ_LIMITS.tilt.min);
    expect(advancePtz(PTZ_HOME, 'zoomout', 2, 5).zoom).toBe(PTZ_LIMITS.zoom.min);
    expect(advancePtz(PTZ_HOME, 'zoomin', 2, 100).zoom).toBe(PTZ_LIMITS.zoom.max);
  });

  it('reads speed 0..2, defaulting to normal', () => {
    expect([speedIndex(undefined), speedIndex(-3), speedIndex(7), speedIndex(0)]).toEqual([1, 0, 2, 0]);
  });

  it('labels the picture line with signs and one decimal', () => {
    expect(ptzLabel({ pan: 12, tilt: -4.55, zoom: 1.6 })).toBe('PAN +12.0  TILT -4.5  ZOOM 1.6x');
  });
});
