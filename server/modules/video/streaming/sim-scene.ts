import { drawtextLiteral, filterOptionValue } from './ffmpeg-input';
import { PTZ_LIMITS, type PtzState } from './ptz';

/**
 * The synthetic pond scene of a `sim` camera, as an ffmpeg filtergraph. A wide "world" (water with
 * net-cage lines, a bank, a feeding platform, an aerator, posts) is drawn once per frame; shrimp-like
 * particles swim over it at a speed set by the camera's motion; a crop window (pan/tilt) and a
 * rectilinear re-projection (zoom, v360 flat->flat) make the camera's view. Both take runtime
 * commands, so PTZ changes the picture without restarting ffmpeg or breaking the HLS sequence.
 */
export const WORLD = { w: 720, h: 405 } as const;
/** The crop window at zoom 1. */
export const VIEW = { w: 480, h: 270 } as const;
export const OUTPUT = { w: 320, h: 180, fps: 10 } as const;
/** Horizontal field of view of the crop window, in degrees (defines zoom 1). */
const VIEW_H_FOV = 90;
const SHRIMP_COUNT = 16;

export const CROP_FILTER = 'crop@view';
export const ZOOM_FILTER = 'v360@zoom';

/**
 * The files the overlays read, by fixed names in ffmpeg's working folder (the stream's own): the
 * camera's serial is user text and never enters the graph, where ':' or ',' would end an option
 * or a filter; drawtext reads it from LABEL_FILE. PTZ_FILE holds the PTZ line, re-read every frame.
 */
export const LABEL_FILE = 'label.txt';
export const PTZ_FILE = 'ptz.txt';

export interface SceneOptions {
  /** Seeds the layout only: it is not written into the graph. */
  serial: string;
  /** 0 (still) .. 1 (darting). */
  motion: number;
  state: PtzState;
  /** TrueType font for the overlays, or null for none. */
  font: string | null;
}

const deg = (rad: number) => (rad * 180) / Math.PI;
const rad = (d: number) => (d * Math.PI) / 180;
const VIEW_ASPECT = VIEW.h / VIEW.w;
const HALF_DIAG = Math.tan(rad(VIEW_H_FOV / 2)) * Math.sqrt(1 + VIEW_ASPECT ** 2);

/** Where the crop window sits and how wide the output's diagonal field of view is, for a PTZ state. */
export function viewOf(state: PtzState): { x: number; y: number; dFov: number } {
  const { pan, tilt } = PTZ_LIMITS;
  const x = Math.round(((state.pan - pan.min) / (pan.max - pan.min)) * (WORLD.w - VIEW.w));
  const y = Math.round(((tilt.max - state.tilt) / (tilt.max - tilt.min)) * (WORLD.h - VIEW.h));
  const dFov = Number((2 * deg(Math.atan(HALF_DIAG / state.zoom))).toFixed(3));
  return { x, y, dFov };
}

/** Lines for ffmpeg's stdin command interface ('c' + target time command arg) moving from one view to another. */
export function viewCommands(from: PtzState | null, to: PtzState): string {
  const a = from ? viewOf(from) : null;
  const b = viewOf(to);
  let lines = '';
  if (!a || a.x !== b.x) lines += `c${CROP_FILTER} -1 x ${b.x}\n`;
  if (!a || a.y !== b.y) lines += `c${CROP_FILTER} -1 y ${b.y}\n`;
  if (!a || a.dFov !== b.dFov) lines += `c${ZOOM_FILTER} -1 d_fov ${b.dFov}\n`;
  return lines;
}

/** A small deterministic generator so each camera gets its own but stable layout. */
function seeded(serial: string): () => number {
  let h = 2166136261;
  for (const ch of serial) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

function shrimpPaths(serial: string, motion: number): string[] {
  const random = seeded(serial);
  const m = Math.min(1, Math.max(0, motion));
  const paths: string[] = [];
  for (let i = 0; i < SHRIMP_COUNT; i++) {
    // The share of shrimp that dart about is the motion setting; the others drift slowly. Frame
    // differencing at 2 fps sees a darting shrimp fully displaced and a drifting one barely.
    const active = (i + 0.5) / SHRIMP_COUNT < m;
    const hz = active ? 0.25 + random() * 0.35 : 0.006 + random() * 0.01;
    const cx = Math.round(250 + random() * 220);
    const cy = Math.round(150 + random() * 120);
    const ax = Math.round(25 + random() * 35);
    const ay = Math.round(10 + random() * 20);
    const f = hz.toFixed(3);
    const phase = (random() * 6.28).toFixed(2);
    const x = `${cx}+${ax}*sin(2*PI*${f}*t+${phase})+${Math.round(ax / 3)}*sin(2*PI*${f}*2.3*t)`;
    const y = `${cy}+${ay}*cos(2*PI*${f}*0.8*t+${phase})`;
    paths.push(`x='${x}':y='${y}'`);
  }
  return paths;
}

/** What LABEL_FILE holds: the serial as written, then the clock (drawtext's text expansion). */
export function labelText(serial: string): string {
  return `${drawtextLiteral(serial)}  %{localtime:%Y-%m-%d %H\\:%M\\:%S}`;
}

/** The whole filtergraph (for -filter_complex_script); its output pad is [out]. */
export function buildSceneGraph(options: SceneOptions): string {
  const view = viewOf(options.state);
  const ivFov = deg(2 * Math.atan(Math.tan(rad(VIEW_H_FOV / 2)) * VIEW_ASPECT)).toFixed(3);
  const world = [
    `color=c=0x2a5d6e:s=${WORLD.w}x${WORLD.h}:r=${OUTPUT.fps}`,
    'drawgrid=w=90:h=90:t=1:c=0x1f4a57',
    'drawbox=x=0:y=0:w=iw:h=40:c=0x9ec3d6:t=fill',
    'drawbox=x=0:y=40:w=iw:h=30:c=0x4f7a45:t=fill',
    'drawbox=x=70:y=110:w=80:h=44:c=0x7a5a3a:t=fill',
    'drawbox=x=560:y=300:w=56:h=34:c=0xd9dccf:t=fill',
    'drawbox=x=356:y=205:w=12:h=12:c=0x2b2b2b:t=fill',
    'drawbox=x=620:y=140:w=16:h=16:c=0xe07a2e:t=fill',
    'drawbox=x=150:y=330:w=12:h=12:c=0x2b2b2b:t=fill',
    // The world is static: draw it once and repeat the frame (drawing it every frame costs 10x more CPU).
    'loop=loop=-1:size=1',
  ].join(',');
  const paths = shrimpPaths(options.serial, options.motion);
  const sprites = paths.map((_, i) => `[s${i}]`).join('');
  const lines = [`${world}[w0];`, `color=c=0xf2a58a:s=12x4:r=${OUTPUT.fps},split=${paths.length}${sprites};`];
  paths.forEach((path, i) => lines.push(`[w${i}][s${i}]overlay=${path}:eval=frame[w${i + 1}];`));
  const camera = [
    `${CROP_FILTER}=w=${VIEW.w}:h=${VIEW.h}:x=${view.x}:y=${view.y}`,
    `${ZOOM_FILTER}=input=flat:ih_fov=${VIEW_H_FOV}:iv_fov=${ivFov}:output=flat:d_fov=${view.dFov}:w=${OUTPUT.w}:h=${OUTPUT.h}:interp=linear`,
  ];
  if (options.font) {
    const font = `fontfile=${filterOptionValue(options.font)}:fontsize=10:box=1:boxcolor=black@0.45:boxborderw=2`;
    camera.push(`drawtext=${font}:fontcolor=white:x=4:y=4:textfile=${LABEL_FILE}`);
    camera.push(`drawtext=${font}:fontcolor=yellow:x=4:y=h-15:textfile=${PTZ_FILE}:reload=1`);
  }
  camera.push('realtime');
  lines.push(`[w${paths.length}]${camera.join(',')}[out]`);
  return lines.join('\n');
}
