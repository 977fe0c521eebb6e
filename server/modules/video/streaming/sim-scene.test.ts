import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ffmpegWorks, findFont } from './ffmpeg';
import { PTZ_HOME, PTZ_LIMITS, ptzLabel } from './ptz';
import { buildSceneGraph, LABEL_FILE, labelText, PTZ_FILE, viewCommands, viewOf, VIEW, WORLD } from './sim-scene';
import { streamArgs } from './sim-stream';

const options = { serial: 'SIM000001', motion: 0.5, state: PTZ_HOME, font: '/fonts/Mono.ttf' };
/** Serials and font paths that would end a quote, an option, a filter or a line of the graph. */
const HOSTILE = ["A:B", 'A,B', 'A;B', "A'B", 'A[B]', 'A\nB', '-A', "x':fontfile=/etc/passwd:text='", 'A%{eif\\:1\\:d}B', 'A\\:B'];
const FFMPEG = process.env.FFMPEG_PATH || 'ffmpeg';

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
    expect(graph).toContain(`textfile=${PTZ_FILE}:reload=1`);
    expect(graph).toContain(`textfile=${LABEL_FILE}`);
    expect(labelText('SIM000001').startsWith('SIM000001  %{localtime')).toBe(true);
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

describe('what a camera can put into ffmpeg', () => {
  it('keeps the serial out of the graph and the command line, whatever it holds', () => {
    for (const serial of HOSTILE) {
      const graph = buildSceneGraph({ ...options, serial });
      expect(graph, serial).not.toContain(serial);
      expect(graph.split('\n').filter((line) => line.includes('drawtext')), serial).toHaveLength(1);
      for (const append of [false, true]) expect(streamArgs(append).some((arg) => arg.includes(serial) || arg.includes('/')), serial).toBe(false);
    }
  });

  it('runs in ffmpeg with a hostile serial, folder and font path, drawing the serial as written', () => {
    const font = findFont();
    if (!ffmpegWorks(FFMPEG) || !font) return void console.warn('skipped: no ffmpeg or no font');
    const root = mkdtempSync(path.join(tmpdir(), 'smartmon-scene-'));
    try {
      for (const serial of HOSTILE) {
        // The stream folder is named by the serial; a font may sit anywhere the operator chose.
        const dir = path.join(root, serial.replaceAll('/', '_'));
        mkdirSync(dir, { recursive: true });
        const hostileFont = path.join(dir, "it's: a, [font]; x .ttf");
        copyFileSync(font, hostileFont);
        writeFileSync(path.join(dir, LABEL_FILE), labelText(serial));
        writeFileSync(path.join(dir, PTZ_FILE), ptzLabel(PTZ_HOME));
        writeFileSync(path.join(dir, 'scene.graph'), buildSceneGraph({ ...options, serial, font: hostileFont }));
        const run = spawnSync(FFMPEG, ['-hide_banner', '-loglevel', 'warning', '-nostdin', '-filter_complex_script', 'scene.graph', '-map', '[out]', '-frames:v', '1', '-f', 'null', '-'], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
        expect({ serial, status: run.status, stderr: run.stderr }).toEqual({ serial, status: 0, stderr: '' });
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 120_000);
});
