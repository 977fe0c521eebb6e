import { create } from 'zustand';

interface LayoutState {
  /** The menu's resting state: expanded until the auto-collapse, then collapsed. */
  collapsed: boolean;
  /** Mouse over the collapsed menu: shown at full width over the content. */
  hoverExpanded: boolean;
  fullscreen: boolean;
  /** The 3 s lock animation is playing (it outlives the navigation to /locking). */
  locking: boolean;
}

/** Menu, full-screen and lock-animation state of the shell; not persisted. */
export const useLayoutStore = create<LayoutState>()(() => ({
  collapsed: false,
  hoverExpanded: false,
  fullscreen: false,
  locking: false,
}));

export const setMenuCollapsed = (collapsed: boolean) => useLayoutStore.setState({ collapsed, hoverExpanded: false });
export const setMenuHover = (hoverExpanded: boolean) => useLayoutStore.setState({ hoverExpanded });
export const setFullscreen = (fullscreen: boolean) => useLayoutStore.setState({ fullscreen });
export const setLockAnimation = (locking: boolean) => useLayoutStore.setState({ locking });
