import type { AccessEntry } from '../api/admin';

/** "group / title (code)": the group's own title first, so the lists read as the menu does. */
export function routeLabel(entry: AccessEntry, byCode: ReadonlyMap<string, AccessEntry>, lang: 'zh' | 'en'): string {
  const group = byCode.get(entry.group);
  const title = `${entry[lang]} (${entry.code})`;
  return entry.group === entry.code || !group ? title : `${group[lang]} / ${title}`;
}

/** Group by group, the group itself first, then by code, as the spec's menu table lists them. */
export function byMenuOrder(a: AccessEntry, b: AccessEntry): number {
  const byGroup = Number(a.group) - Number(b.group);
  if (byGroup !== 0) return byGroup;
  if (a.code === a.group) return -1;
  if (b.code === b.group) return 1;
  return a.code.localeCompare(b.code, 'en', { numeric: true });
}
