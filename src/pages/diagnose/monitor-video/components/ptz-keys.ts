import type { PtzDirection } from '../../../../api/cameras';

/**
 * The keys that move the camera while the focus is on one of the pad's buttons: the arrows pan and
 * tilt, + and - zoom (also on the number pad; = is + without Shift). Held, they move; released,
 * they stop, as a held button does. Enter and Space move the focused button's own direction.
 */
const KEY_DIRECTIONS: Readonly<Record<string, PtzDirection>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  '+': 'zoomin',
  '=': 'zoomin',
  '-': 'zoomout',
};

export function directionOfKey(key: string): PtzDirection | null {
  return KEY_DIRECTIONS[key] ?? null;
}

/** aria-keyshortcuts of each direction's button, so a screen reader announces its key. */
export const DIRECTION_SHORTCUTS: Readonly<Record<PtzDirection, string>> = {
  up: 'ArrowUp',
  down: 'ArrowDown',
  left: 'ArrowLeft',
  right: 'ArrowRight',
  zoomin: '+',
  zoomout: '-',
};
