import { describe, expect, it } from 'vitest';
import { openingWall, parseWall, serializeWall } from './wall-memory';
import { INITIAL_WALL, wallReducer } from './wall-state';

describe('the remembered wall', () => {
  it('opens a first wall filled with the cameras in list order', () => {
    const state = openingWall(null, [11, 12, 13, 14, 15]);
    expect(state.layout).toBe(4);
    expect(state.cells.slice(0, 4)).toEqual([11, 12, 13, 14]);
    expect(state.cells.slice(4).every((id) => id === null)).toBe(true);
  });

  it('restores the last wall, minus cameras no longer in scope', () => {
    let state = wallReducer(openingWall(null, [1, 2, 3, 4, 5]), { type: 'layout', layout: 9 });
    state = wallReducer(state, { type: 'clear', index: 1 });
    const restored = openingWall(parseWall(serializeWall(state)), [3, 4, 5]);
    expect(restored.layout).toBe(9);
    expect(restored.cells.slice(0, 5)).toEqual([null, null, 3, 4, null]);
  });

  it('fills again when none of the remembered cameras is left', () => {
    const saved = parseWall(JSON.stringify({ layout: 1, cells: [99] }));
    expect(openingWall(saved, [7, 8]).cells.slice(0, 1)).toEqual([7]);
  });

  it('ignores what is not a saved wall', () => {
    expect(parseWall(null)).toBeNull();
    expect(parseWall('{')).toBeNull();
    expect(parseWall(JSON.stringify({ layout: 5, cells: [] }))).toBeNull();
    expect(parseWall(JSON.stringify({ layout: 4, cells: ['x', -1, 3] }))?.cells.slice(0, 3)).toEqual([null, null, 3]);
  });
});

describe('choosing a layout', () => {
  it('fills the new empty cells with cameras not already shown, taking them from hidden cells', () => {
    let state = wallReducer(INITIAL_WALL, { type: 'layout', layout: 9, fill: [1, 2, 3] });
    expect(state.cells.slice(0, 9)).toEqual([1, 2, 3, null, null, null, null, null, null]);
    state = wallReducer(state, { type: 'layout', layout: 1, fill: [1, 2, 3] });
    expect(state.cells.slice(0, 3)).toEqual([1, 2, 3]);
    state = wallReducer(wallReducer(state, { type: 'clear', index: 0 }), { type: 'layout', layout: 1, fill: [1, 2, 3] });
    // Cell 1 took camera 1 back; camera 2 and 3 stay remembered in the hidden cells.
    expect(state.cells.slice(0, 3)).toEqual([1, 2, 3]);
    state = wallReducer(state, { type: 'layout', layout: 16, fill: [1, 2, 3, 4] });
    expect(state.cells.slice(0, 5)).toEqual([1, 2, 3, 4, null]);
  });
});
