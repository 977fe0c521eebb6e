/**
 * Pan/tilt/zoom of a simulated camera: a small pure model, so the stream manager only has to
 * turn states into filter commands. Angles are degrees, zoom is a magnification.
 */
import type { PtzDirection } from '../../../../shared/contract/ptz';

export type { PtzDirection };

export interface PtzState {
  pan: number;
  tilt: number;
  zoom: number;
}

export const PTZ_HOME: PtzState = { pan: 0, tilt: 0, zoom: 1 };
export const PTZ_LIMITS = {
  pan: { min: -60, max: 60 },
  tilt: { min: -30, max: 30 },
  zoom: { min: 1, max: 4 },
} as const;

/** Speed 0 (slow), 1 (normal), 2 (fast), as the EZVIZ API numbers them. */
const DEGREES_PER_SECOND = [10, 20, 40];
const ZOOM_FACTOR_PER_SECOND = [1.25, 1.6, 2.2];

/** EZVIZ direction codes (0 up ... 9 zoom out) as our names; the API accepts either. */
export const EZVIZ_DIRECTION_CODES: Record<PtzDirection, number> = {
  up: 0,
  down: 1,
  left: 2,
  right: 3,
  zoomin: 8,
  zoomout: 9,
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round = (value: number, digits: number) => Number(value.toFixed(digits));

export function speedIndex(speed: number | undefined): number {
  if (speed === undefined || !Number.isFinite(speed)) return 1;
  return clamp(Math.round(speed), 0, DEGREES_PER_SECOND.length - 1);
}

/** The state after moving in `direction` for `seconds` at `speed`, kept inside the limits. */
export function advancePtz(state: PtzState, direction: PtzDirection, speed: number, seconds: number): PtzState {
  const s = speedIndex(speed);
  const degrees = DEGREES_PER_SECOND[s] * seconds;
  const next = { ...state };
  switch (direction) {
    case 'left':
      next.pan -= degrees;
      break;
    case 'right':
      next.pan += degrees;
      break;
    case 'up':
      next.tilt += degrees;
      break;
    case 'down':
      next.tilt -= degrees;
      break;
    case 'zoomin':
      next.zoom *= ZOOM_FACTOR_PER_SECOND[s] ** seconds;
      break;
    case 'zoomout':
      next.zoom /= ZOOM_FACTOR_PER_SECOND[s] ** seconds;
      break;
  }
  return {
    pan: round(clamp(next.pan, PTZ_LIMITS.pan.min, PTZ_LIMITS.pan.max), 2),
    tilt: round(clamp(next.tilt, PTZ_LIMITS.tilt.min, PTZ_LIMITS.tilt.max), 2),
    zoom: round(clamp(next.zoom, PTZ_LIMITS.zoom.min, PTZ_LIMITS.zoom.max), 3),
  };
}

export function samePtz(a: PtzState, b: PtzState): boolean {
  return a.pan === b.pan && a.tilt === b.tilt && a.zoom === b.zoom;
}

/** The line burned into the picture, e.g. "PAN +12.0  TILT -4.5  ZOOM 1.6x". */
export function ptzLabel(state: PtzState): string {
  const signed = (value: number) => `${value >= 0 ? '+' : '-'}${Math.abs(value).toFixed(1)}`;
  return `PAN ${signed(state.pan)}  TILT ${signed(state.tilt)}  ZOOM ${state.zoom.toFixed(1)}x`;
}
