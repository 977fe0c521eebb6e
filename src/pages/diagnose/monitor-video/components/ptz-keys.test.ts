import { describe, expect, it } from 'vitest';
import { DIRECTION_SHORTCUTS, directionOfKey } from './ptz-keys';

describe('the PTZ pad keys', () => {
  it('maps the arrows to pan and tilt and + / - to zoom, and nothing else', () => {
    expect(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', '+', '=', '-'].map(directionOfKey)).toEqual(['up', 'down', 'left', 'right', 'zoomin', 'zoomin', 'zoomout']);
    expect(['Enter', ' ', 'Tab', 'Escape', 'a'].map(directionOfKey)).toEqual([null, null, null, null, null]);
  });

  it('announces for each direction a key that moves it', () => {
    for (const [direction, key] of Object.entries(DIRECTION_SHORTCUTS)) expect(directionOfKey(key)).toBe(direction);
  });
});
