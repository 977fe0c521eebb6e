import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../config';
import { ffmpegWorks } from './ffmpeg';

/** Credentials of one open platform; null when not configured (its cameras answer "not configured"). */
export interface PlatformCredentials {
  key: string;
  secret: string;
  baseUrl: string;
}

export interface VideoSettings {
  /** Where hls/<stream>/ and snapshots/ live. */
  dataDir: string;
  ffmpegPath: string;
  /** A stream nobody fetched for this long is stopped. */
  idleMs: number;
  /** At most this many sim streams run at once; more answer "busy". */
  maxStreams: number;
  /** At most this many rtsp cameras that are not H.264 are transcoded at once. */
  maxTranscodes: number;
  /** Reads an rtsp camera's codec; null when there is none beside ffmpeg (streams are then copied). */
  ffprobePath: string | null;
  ezviz: PlatformCredentials | null;
  imou: PlatformCredentials | null;
}

const DEFAULT_FFMPEG = '/usr/bin/ffmpeg';
const DEFAULT_IDLE_SECONDS = 30;
const DEFAULT_MAX_STREAMS = 24;
const DEFAULT_MAX_TRANSCODES = 2;
const EZVIZ_BASE = 'https://open.ys7.com';
const IMOU_BASE = 'https://openapi.lechange.cn';

function positive(raw: string | undefined, fallback: number): number {
  const n = Number(raw);
  return raw && Number.isFinite(n) && n > 0 ? n : fallback;
}

function credentials(key: string | undefined, secret: string | undefined, baseUrl: string): PlatformCredentials | null {
  return key && secret ? { key, secret, baseUrl: baseUrl.replace(/\/+$/, '') } : null;
}

/** ffprobe in ffmpeg's folder, when there is one. */
function siblingProbe(ffmpegPath: string): string | null {
  const probe = path.join(path.dirname(ffmpegPath), 'ffprobe');
  return path.isAbsolute(probe) && existsSync(probe) ? probe : null;
}

/**
 * Video settings from the environment (FFMPEG_PATH, FFPROBE_PATH, VIDEO_IDLE_SECONDS, VIDEO_MAX_STREAMS, VIDEO_MAX_TRANSCODES,
 * EZVIZ_APP_KEY/SECRET/BASE_URL, IMOU_APP_ID/SECRET/BASE_URL). The data directory is the app's
 * (app.config when the platform provides it), else DATA_DIR, as server/config.ts resolves it.
 */
export function loadVideoSettings(env: NodeJS.ProcessEnv, dataDir: string): VideoSettings {
  const which = env.FFMPEG_PATH || (existsSync(DEFAULT_FFMPEG) ? DEFAULT_FFMPEG : 'ffmpeg');
  return {
    dataDir,
    ffmpegPath: which,
    idleMs: positive(env.VIDEO_IDLE_SECONDS, DEFAULT_IDLE_SECONDS) * 1000,
    maxStreams: positive(env.VIDEO_MAX_STREAMS, DEFAULT_MAX_STREAMS),
    maxTranscodes: positive(env.VIDEO_MAX_TRANSCODES, DEFAULT_MAX_TRANSCODES),
    ffprobePath: env.FFPROBE_PATH || siblingProbe(which),
    ezviz: credentials(env.EZVIZ_APP_KEY, env.EZVIZ_APP_SECRET, env.EZVIZ_BASE_URL || EZVIZ_BASE),
    imou: credentials(env.IMOU_APP_ID, env.IMOU_APP_SECRET, env.IMOU_BASE_URL || IMOU_BASE),
  };
}

/** The data directory of this app instance. */
export function appDataDir(app: FastifyInstance): string {
  const config = (app as FastifyInstance & { config?: AppConfig }).config;
  return config?.dataDir ?? path.resolve(process.env.DATA_DIR ?? './data');
}

/** The line `npm start` prints about video: which ffmpeg makes the sim cameras, or how to get one. */
export function videoStartupLine(env: NodeJS.ProcessEnv = process.env): string {
  const { ffmpegPath } = loadVideoSettings(env, '.');
  return ffmpegWorks(ffmpegPath)
    ? `video: sim cameras made by ${ffmpegPath}`
    : `video: ffmpeg not found (${ffmpegPath}), cameras answer "not enabled/configured"; install it with: sudo apt-get install ffmpeg (or set FFMPEG_PATH)`;
}
