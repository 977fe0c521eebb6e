import { describe, expect, it } from 'vitest';
import { PTZ_HOME, PTZ_LIMITS } from './ptz';
import { buildSceneGraph, viewCommands, viewOf, VIEW, WORLD } from './sim-scene';

const options = { serial: 'SIM000001', motion: 0.5, state: PTZ_HOME, font: '/fonts/Mono.ttf', ptzFile: '/data/hls/SIM000001/ptz.txt' };

describe('sim scene', () => {
  it('centres the view at home and reaches the world’s edges at the limits', () => {
    expect(viewOf(PTZ_HOME)).toMatchObject({ x: (WORLD.w - VIEW.w) / 2, y: Math.round((WORLD.h - VIEW.h) / 2) });
    const corner = viewOf({ pan: PTZ_LIMITS.pan.min, tilt: PTZ_LIMITS.tilt.max, zoom: 1 });
    expect(corner).toMatchObject({ x: 0, y: 0 });
    const other = viewOf({ pan: PTZ_LIMITS.pan.max, tilt: PTZ_LIMITS.tilt.min, zoom: 1 });
    expect(other).toMatchObject({ x: WORLD.w - VIEW.w, y: WORLD.h - VIEW.h });
  });

  it('narrows the field of view as the zoom grows', () => {
    const wide = viewOf(PTZ_HOME).dFov;
    expect(viewOf({ ...PTZ_HOME, zoom: 2 }).dFov).toBeLessThan(wide);
    expect(viewOf({ ...PTZ_HOME, zoom: 4 }).dFov).toBeLessThan(viewOf({ ...PTZ_HOME, zoom: 2 }).dFov);
  });

  it('sends only the commands whose value changed, in ffmpeg’s stdin form', () => {
    expect(viewCommands(PTZ_HOME, PTZ_HOME)).toBe('');
    expect(viewCommands(PTZ_HOME, { ...PTZ_HOME, pan: 30 })).toBe(`ccrop@view -1 x ${viewOf({ ...PTZ_HOME, pan: 30 }).x}\n`);
    expect(viewCommands(PTZ_HOME, { ...PTZ_HOME, zoom: 2 })).toMatch(/^cv360@zoom -1 d_fov [\d.]+\n$/);
    expect(viewCommands(null, PTZ_HOME).split('\n').filter(Boolean)).toHaveLength(3);
  });

  it('builds one graph with the shrimp, the PTZ view, the clock and the PTZ line', () => {
    const graph = buildSceneGraph(options);
    expect(graph).toContain('crop@view=w=480:h=270');
    expect(graph).toContain('v360@zoom=input=flat');
    expect(graph).toContain("textfile='/data/hls/SIM000001/ptz.txt':reload=1");
    expect(graph).toContain('SIM000001  %{localtime');
    expect(graph.match(/overlay=/g)).toHaveLength(16);
    expect(graph.trim().endsWith('[out]')).toBe(true);
  });

  it('leaves the text out without a font, and makes more shrimp dart as motion grows', () => {
    expect(buildSceneGraph({ ...options, font: null })).not.toContain('drawtext');
    const fast = (motion: number) => (buildSceneGraph({ ...options, motion }).match(/2\*PI\*0\.(2[5-9]|[3-5]\d)\d*\*t/g) ?? []).length;
    expect(fast(0)).toBe(0);
    expect(fast(0.5)).toBeGreaterThan(fast(0.1));
    expect(fast(1)).toBeGreaterThan(fast(0.5));
  });
});
