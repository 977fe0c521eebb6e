/** An opened page tab (spec section 3): route name, title, route params and query. */
export interface PageTab {
  name: string;
  title: string;
  argu: Record<string, string>;
  query: Record<string, unknown>;
}

export interface TabChange {
  list: PageTab[];
  /** Where to go now, or null to stay on the current page. */
  next: PageTab | null;
}

/** The home tab first, once; it cannot be closed. */
export function withHome(list: readonly PageTab[], home: PageTab): PageTab[] {
  return [list.find((t) => t.name === home.name) ?? home, ...list.filter((t) => t.name !== home.name)];
}

/** Adds the page at the end, or refreshes its params and query where it is already open. */
export function openTab(list: readonly PageTab[], tab: PageTab, home: PageTab): PageTab[] {
  const index = list.findIndex((t) => t.name === tab.name);
  if (index === -1) return withHome([...list, tab], home);
  const current = list[index];
  if (JSON.stringify(current) === JSON.stringify(tab) && list[0]?.name === home.name) return list as PageTab[];
  const next = [...list];
  next[index] = tab;
  return withHome(next, home);
}

/** Closing the active tab moves to the next tab, else the previous one; the home tab stays. */
export function closeTab(list: readonly PageTab[], name: string, activeName: string, home: PageTab): TabChange {
  const index = list.findIndex((t) => t.name === name);
  if (name === home.name || index === -1) return { list: withHome(list, home), next: null };
  const rest = list.filter((t) => t.name !== name);
  if (name !== activeName) return { list: withHome(rest, home), next: null };
  const neighbour = list[index + 1] ?? list[index - 1] ?? home;
  return { list: withHome(rest, home), next: neighbour };
}

/** Keeps the home tab and the given one. */
export function closeOthers(list: readonly PageTab[], keepName: string, home: PageTab): PageTab[] {
  return withHome(list.filter((t) => t.name === keepName), home);
}

/** Only the home tab is left, and the console goes home. */
export function closeAll(list: readonly PageTab[], home: PageTab): TabChange {
  const kept = withHome(list, home)[0];
  return { list: [kept], next: kept };
}
