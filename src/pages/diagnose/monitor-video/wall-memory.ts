import { fillWall, INITIAL_WALL, LAYOUTS, MAX_CELLS, type Layout, type WallState } from './wall-state';

/**
 * localStorage key of a user's last wall, by user id (not name: an account can be renamed). Like
 * every other console key it goes at logout (spec section 4 clears localStorage but `theme`).
 */
export const wallStorageKey = (userId: number) => `videoWall.${userId}`;

/** What is remembered: the layout and the camera of each of the sixteen cells. */
export interface SavedWall {
  layout: Layout;
  cells: (number | null)[];
}

export function serializeWall(state: WallState): string {
  return JSON.stringify({ layout: state.layout, cells: state.cells } satisfies SavedWall);
}

/** The saved wall, or null when absent or not one (hand-edited, an older shape). */
export function parseWall(raw: string | null): SavedWall | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SavedWall>;
    if (!LAYOUTS.includes(value.layout as Layout) || !Array.isArray(value.cells)) return null;
    const cells = Array.from({ length: MAX_CELLS }, (_, i) => {
      const id = value.cells![i];
      return Number.isInteger(id) && (id as number) > 0 ? (id as number) : null;
    });
    return { layout: value.layout as Layout, cells };
  } catch {
    return null;
  }
}

/**
 * The wall a user opens: the remembered one with the cameras still in scope, else (nothing
 * remembered, or none of its cameras left) the default layout filled in camera-list order.
 */
export function openingWall(saved: SavedWall | null, cameraIds: readonly number[]): WallState {
  const scope = new Set(cameraIds);
  if (saved) {
    const cells = saved.cells.map((id) => (id !== null && scope.has(id) ? id : null));
    if (cells.slice(0, saved.layout).some((id) => id !== null)) return { ...INITIAL_WALL, layout: saved.layout, cells };
    return fillWall({ ...INITIAL_WALL, layout: saved.layout }, cameraIds);
  }
  return fillWall(INITIAL_WALL, cameraIds);
}
