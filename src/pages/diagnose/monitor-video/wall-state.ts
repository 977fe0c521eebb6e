/** Spec section 9: video layouts of 1, 4, 9 and 16 screens. */
export const LAYOUTS = [1, 4, 9, 16] as const;
export type Layout = (typeof LAYOUTS)[number];
export const MAX_CELLS = 16;

export interface WallState {
  layout: Layout;
  /** Camera id per cell, all sixteen kept: cells beyond the layout remember but do not play. */
  cells: (number | null)[];
  selected: number;
  /** The cell shown alone after a double-click, or null. */
  enlarged: number | null;
}

export type WallAction =
  /** With `fill`: the layout's empty cells take those cameras (in that order) not already shown. */
  | { type: 'layout'; layout: Layout; fill?: readonly number[] }
  /** Without `index`: the selected cell when empty, else the next empty one after it, else the selected one. */
  | { type: 'place'; cameraId: number; index?: number }
  | { type: 'clear'; index: number }
  | { type: 'select'; index: number }
  | { type: 'toggleEnlarge'; index: number }
  | { type: 'forget'; keep: ReadonlySet<number> }
  /** Replaces the whole wall (a remembered wall restored). */
  | { type: 'restore'; state: WallState };

export const INITIAL_WALL: WallState = { layout: 4, cells: Array<number | null>(MAX_CELLS).fill(null), selected: 0, enlarged: null };

export const columnsOf = (layout: Layout) => Math.sqrt(layout);

function targetCell(state: WallState): number {
  const { cells, layout, selected } = state;
  if (cells[selected] === null) return selected;
  for (let step = 1; step < layout; step++) {
    const i = (selected + step) % layout;
    if (cells[i] === null) return i;
  }
  return selected;
}

/** The layout's empty cells filled with the given cameras, in order, skipping those already visible. */
export function fillWall(state: WallState, cameraIds: readonly number[]): WallState {
  const visible = new Set(state.cells.slice(0, state.layout));
  const waiting = cameraIds.filter((id) => !visible.has(id));
  if (waiting.length === 0 || !state.cells.slice(0, state.layout).includes(null)) return state;
  const cells = [...state.cells];
  for (let i = 0; i < state.layout && waiting.length > 0; i++) {
    if (cells[i] !== null) continue;
    const id = waiting.shift()!;
    // The camera may still sit in a hidden cell beyond the layout: one camera, one cell.
    const hiddenAt = cells.indexOf(id);
    if (hiddenAt !== -1) cells[hiddenAt] = null;
    cells[i] = id;
  }
  return { ...state, cells };
}

/** The wall's state changes, pure so the rules are tested without a browser. */
export function wallReducer(state: WallState, action: WallAction): WallState {
  switch (action.type) {
    case 'layout': {
      const selected = state.selected < action.layout ? state.selected : 0;
      const enlarged = state.enlarged !== null && state.enlarged < action.layout ? state.enlarged : null;
      const next = { ...state, layout: action.layout, selected, enlarged };
      return action.fill ? fillWall(next, action.fill) : next;
    }
    case 'place': {
      const visible = state.cells.slice(0, state.layout);
      const shownAt = visible.indexOf(action.cameraId);
      if (action.index === undefined && shownAt !== -1) return { ...state, selected: shownAt };
      const index = action.index ?? targetCell(state);
      if (index < 0 || index >= state.layout) return state;
      const cells = [...state.cells];
      // A camera dragged onto another cell moves there: one camera, one player.
      if (shownAt !== -1 && shownAt !== index) cells[shownAt] = null;
      cells[index] = action.cameraId;
      return { ...state, cells, selected: index };
    }
    case 'clear': {
      if (state.cells[action.index] === null) return state;
      const cells = [...state.cells];
      cells[action.index] = null;
      return { ...state, cells, enlarged: state.enlarged === action.index ? null : state.enlarged };
    }
    case 'select':
      return action.index < state.layout && action.index !== state.selected ? { ...state, selected: action.index } : state;
    case 'toggleEnlarge':
      return { ...state, selected: action.index, enlarged: state.enlarged === action.index ? null : action.index };
    case 'forget': {
      // Cameras that left the caller's list (unbound, another tenant) leave the wall too.
      if (state.cells.every((id) => id === null || action.keep.has(id))) return state;
      return { ...state, cells: state.cells.map((id) => (id !== null && action.keep.has(id) ? id : null)) };
    }
    case 'restore':
      return action.state;
  }
}
