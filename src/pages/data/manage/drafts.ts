import type { EntryBody } from '../../../api/datahis';

/** A manual reading being typed in: one time, a value per parameter. */
export interface Draft {
  id: string;
  /** Epoch ms, or null until chosen. */
  ts: number | null;
  values: Record<string, number | null>;
  /** Saved locally (spec: save before submitting); any edit makes it unsaved again. */
  saved: boolean;
  /** The server's refusal of the last submit (a 409 names the conflicting time). */
  error?: string;
}

/** Saved drafts survive a reload of the page, per device. */
export const DRAFTS_KEY_PREFIX = 'smartmon.dataManage.drafts.';

let counter = 0;
export function newDraft(keys: readonly string[], ts: number | null = null): Draft {
  counter += 1;
  return { id: `d${Date.now()}-${counter}`, ts, values: Object.fromEntries(keys.map((k) => [k, null])), saved: false };
}

export function editDraft(draft: Draft, patch: Partial<Pick<Draft, 'ts' | 'values'>>): Draft {
  return { ...draft, ...patch, saved: false, error: undefined };
}

/** Why a draft cannot be saved (an i18n key), or null. */
export function draftProblem(draft: Draft): 'manage.needTime' | 'manage.needValue' | null {
  if (draft.ts === null) return 'manage.needTime';
  if (!Object.values(draft.values).some((v) => v !== null && Number.isFinite(v))) return 'manage.needValue';
  return null;
}

/** Two drafts of the same minute would conflict on the server too. */
export function sameMinute(drafts: readonly Draft[]): boolean {
  const minutes = drafts.filter((d) => d.ts !== null).map((d) => Math.floor(d.ts! / 60_000));
  return new Set(minutes).size !== minutes.length;
}

export function toEntryBody(deviceId: string, draft: Draft): EntryBody {
  const data: Record<string, number> = {};
  for (const [key, value] of Object.entries(draft.values)) if (value !== null && Number.isFinite(value)) data[key] = value;
  return { device_id: deviceId, data, datetime: draft.ts! };
}

export function loadSaved(deviceId: string, storage: Pick<Storage, 'getItem'> = localStorage): Draft[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(DRAFTS_KEY_PREFIX + deviceId) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((d): d is Draft => typeof d === 'object' && d !== null && typeof d.id === 'string' && typeof d.values === 'object' && d.values !== null)
      .map((d) => ({ id: d.id, ts: typeof d.ts === 'number' ? d.ts : null, values: d.values, saved: true }));
  } catch {
    // A damaged entry is dropped rather than breaking the page.
    return [];
  }
}

export function storeSaved(deviceId: string, drafts: readonly Draft[], storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage): void {
  const saved = drafts.filter((d) => d.saved).map(({ id, ts, values }) => ({ id, ts, values }));
  if (saved.length === 0) storage.removeItem(DRAFTS_KEY_PREFIX + deviceId);
  else storage.setItem(DRAFTS_KEY_PREFIX + deviceId, JSON.stringify(saved));
}
