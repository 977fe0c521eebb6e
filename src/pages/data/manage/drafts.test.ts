import { describe, expect, it } from 'vitest';
import { draftProblem, editDraft, loadSaved, newDraft, sameMinute, storeSaved, toEntryBody } from './drafts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    items,
  };
}

describe('manual entry drafts', () => {
  it('needs a time and at least one value before it can be saved', () => {
    const draft = newDraft(['do', 'ph']);
    expect(draftProblem(draft)).toBe('manage.needTime');
    expect(draftProblem(editDraft(draft, { ts: 1000 }))).toBe('manage.needValue');
    expect(draftProblem(editDraft(draft, { ts: 1000, values: { do: 6.5, ph: null } }))).toBeNull();
  });

  it('becomes unsaved again on any edit and sends only the values typed in', () => {
    const saved = { ...editDraft(newDraft(['do', 'ph']), { ts: 60_000, values: { do: 6.5, ph: null } }), saved: true };
    expect(editDraft(saved, { values: { do: 7, ph: null } }).saved).toBe(false);
    expect(toEntryBody('AW00001', saved)).toEqual({ device_id: 'AW00001', data: { do: 6.5 }, datetime: 60_000 });
  });

  it('spots two drafts in the same minute', () => {
    expect(sameMinute([{ ...newDraft([]), ts: 60_000 }, { ...newDraft([]), ts: 119_999 }])).toBe(true);
    expect(sameMinute([{ ...newDraft([]), ts: 60_000 }, { ...newDraft([]), ts: 120_000 }])).toBe(false);
  });

  it('keeps only saved drafts per device and survives damaged storage', () => {
    const storage = memoryStorage();
    const saved = { ...editDraft(newDraft(['do']), { ts: 60_000, values: { do: 5 } }), saved: true };
    storeSaved('AW00001', [saved, newDraft(['do'])], storage);
    expect(loadSaved('AW00001', storage)).toEqual([{ id: saved.id, ts: 60_000, values: { do: 5 }, saved: true }]);
    expect(loadSaved('AW00002', storage)).toEqual([]);
    storeSaved('AW00001', [], storage);
    expect(storage.items.size).toBe(0);
    storage.setItem('smartmon.dataManage.drafts.AW00001', '{not json');
    expect(loadSaved('AW00001', storage)).toEqual([]);
  });
});
