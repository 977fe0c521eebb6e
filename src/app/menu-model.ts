import { holdsCode } from './guards';
import type { IconKey, LocalTitle, MenuGroup, RouteEntry } from './route-manifest';

export interface MenuNode {
  /** A route path for a leaf, the group path for a submenu. */
  key: string;
  title: LocalTitle;
  icon?: IconKey;
  children?: MenuNode[];
}

/**
 * The side menu for these access codes (spec section 6): a group shows when the user holds its
 * code (or it has none, like /operation) and at least one of its pages is visible; a page shows
 * when it has no code or the user holds it. A group with a single visible page becomes that page.
 */
export function buildMenu(groups: readonly MenuGroup[], routes: readonly RouteEntry[], codes: readonly string[]): MenuNode[] {
  const nodes: MenuNode[] = [];
  for (const group of groups) {
    if (group.access && !holdsCode(codes, group.access)) continue;
    const children = routes
      .filter((r) => r.menu && r.layout === 'main' && r.group === group.path)
      .filter((r) => !r.access || holdsCode(codes, r.access))
      .map((r): MenuNode => ({ key: r.path, title: r.title, icon: r.icon }));
    if (children.length === 0) continue;
    if (children.length === 1) nodes.push({ ...children[0], icon: group.icon });
    else nodes.push({ key: group.path, title: group.title, icon: group.icon, children });
  }
  return nodes;
}

/** The menu paths a user can reach: used to find the group of the active page. */
export function groupPathOf(path: string, menu: readonly MenuNode[]): string | undefined {
  return menu.find((n) => n.children?.some((c) => c.key === path))?.key;
}
