import { describe, expect, it } from 'vitest';
import { INITIAL_WALL, wallReducer, type WallAction, type WallState } from './wall-state';

const run = (actions: WallAction[], from: WallState = INITIAL_WALL) => actions.reduce(wallReducer, from);

describe('wallReducer', () => {
  it('fills the selected cell, then the next empty ones, by click', () => {
    const state = run([1, 2, 3, 4].map((cameraId) => ({ type: 'place', cameraId })));
    expect(state.cells.slice(0, 4)).toEqual([1, 2, 3, 4]);
    expect(state.selected).toBe(3);
  });

  it('replaces the selected cell when every visible cell is full, and only selects a camera already shown', () => {
    let state = run([1, 2, 3, 4].map((cameraId) => ({ type: 'place', cameraId })));
    state = run([{ type: 'select', index: 1 }, { type: 'place', cameraId: 9 }], state);
    expect(state.cells.slice(0, 4)).toEqual([1, 9, 3, 4]);
    state = wallReducer(state, { type: 'place', cameraId: 3 });
    expect(state.selected).toBe(2);
    expect(state.cells.slice(0, 4)).toEqual([1, 9, 3, 4]);
  });

  it('moves a camera dropped on another cell', () => {
    const state = run([{ type: 'place', cameraId: 7 }, { type: 'place', cameraId: 7, index: 3 }]);
    expect(state.cells.slice(0, 4)).toEqual([null, null, null, 7]);
    expect(state.selected).toBe(3);
  });

  it('ignores a drop outside the layout', () => {
    expect(run([{ type: 'place', cameraId: 1, index: 5 }])).toBe(INITIAL_WALL);
  });

  it('keeps cells beyond a smaller layout and clamps selection and enlargement', () => {
    let state = run([{ type: 'layout', layout: 9 }, { type: 'place', cameraId: 5, index: 8 }, { type: 'toggleEnlarge', index: 8 }]);
    expect(state.enlarged).toBe(8);
    state = wallReducer(state, { type: 'layout', layout: 1 });
    expect(state).toMatchObject({ layout: 1, selected: 0, enlarged: null });
    expect(wallReducer(state, { type: 'layout', layout: 9 }).cells[8]).toBe(5);
  });

  it('toggles enlargement and clears a cell', () => {
    let state = run([{ type: 'place', cameraId: 1 }, { type: 'toggleEnlarge', index: 0 }]);
    expect(state.enlarged).toBe(0);
    expect(wallReducer(state, { type: 'toggleEnlarge', index: 0 }).enlarged).toBeNull();
    state = wallReducer(state, { type: 'clear', index: 0 });
    expect(state.cells[0]).toBeNull();
    expect(state.enlarged).toBeNull();
  });

  it('forgets cameras the caller no longer has', () => {
    const state = run([{ type: 'place', cameraId: 1 }, { type: 'place', cameraId: 2 }, { type: 'forget', keep: new Set([2]) }]);
    expect(state.cells.slice(0, 2)).toEqual([null, 2]);
  });
});
