import { useEffect, useState } from 'react';
import { searchFarm, pondOverview } from '../../api/farm';
import { PAGE_SIZE_MAX } from '../../../shared/contract/paging';
import { FODDER, MEDICINES, PERSONS, SEEDS, refNameKey, type FieldDecl, type ResourceDecl } from '../../../shared/contract/farm';
import { isRefField } from '../../../shared/contract/farm/schemas';

export interface RefOption {
  value: number;
  label: string;
}

/** Which call lists the rows a reference field may point at. */
export function loaderOf(field: FieldDecl): (() => Promise<RefOption[]>) | null {
  const named = (rows: Record<string, unknown>[], key = 'name') => rows.map((r) => ({ value: r.id as number, label: String(r[key] ?? r.id) }));
  if (field.kind === 'pond') return async () => (await pondOverview({ pageSize: PAGE_SIZE_MAX })).rows.map((p) => ({ value: p.pond_id, label: `${p.site_name} / ${p.pond_name}` }));
  if (field.kind === 'person') return async () => named((await searchFarm(PERSONS, { role: field.ref, pageSize: PAGE_SIZE_MAX })).rows);
  if (field.kind === 'item') {
    const items = field.ref === 'seed' ? SEEDS : field.ref === 'medicine' ? MEDICINES : field.ref === 'fodder' ? FODDER : null;
    if (!items) return null;
    return async () => named((await searchFarm(items, { pageSize: PAGE_SIZE_MAX })).rows);
  }
  return null;
}

/**
 * The choices of each reference field of a declaration (ponds, items of the field's kind,
 * suppliers or customers), loaded once per page. A field whose list cannot be loaded (no code for
 * it, or a traceability batch) offers the names the rows already carry (`withRowNames`).
 */
export function useRefOptions(decl: ResourceDecl): Record<string, RefOption[]> {
  const [options, setOptions] = useState<Record<string, RefOption[]>>({});
  useEffect(() => {
    let live = true;
    for (const field of decl.fields.filter(isRefField)) {
      const load = loaderOf(field);
      if (!load) continue;
      load().then(
        (list) => live && setOptions((o) => ({ ...o, [field.key]: list })),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [decl]);
  return options;
}

/** The loaded choices with the names the listed rows carry added, for references nothing could load. */
export function withRowNames(decl: ResourceDecl, options: Record<string, RefOption[]>, rows: readonly Record<string, unknown>[]): Record<string, RefOption[]> {
  const merged: Record<string, RefOption[]> = { ...options };
  for (const field of decl.fields.filter(isRefField)) {
    const known = new Map((merged[field.key] ?? []).map((o) => [o.value, o]));
    for (const row of rows) {
      const id = row[field.key];
      if (typeof id === 'number' && !known.has(id)) known.set(id, { value: id, label: String(row[refNameKey(field.key)] ?? id) });
    }
    merged[field.key] = [...known.values()];
  }
  return merged;
}
