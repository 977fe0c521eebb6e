import { describe, expect, it } from 'vitest';
import { plainStorage } from './plain-storage';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe('plainStorage', () => {
  const make = (area: Storage) =>
    plainStorage<{ list: string[] }, string[]>(
      (s) => s.list,
      (raw) => (Array.isArray(raw) ? { list: raw as string[] } : null),
      () => area,
    );

  it('stores the plain value under the key and reads it back', () => {
    const area = memoryStorage();
    make(area).setItem('k', { state: { list: ['a'] }, version: 0 });
    expect(area.getItem('k')).toBe('["a"]');
    expect(make(area).getItem('k')).toEqual({ state: { list: ['a'] }, version: 0 });
  });

  it('does not create a key for an empty list, but empties an existing one', () => {
    const area = memoryStorage();
    make(area).setItem('k', { state: { list: [] }, version: 0 });
    expect(area.getItem('k')).toBeNull();
    area.setItem('k', '["a"]');
    make(area).setItem('k', { state: { list: [] }, version: 0 });
    expect(area.getItem('k')).toBe('[]');
  });

  it('reads garbage as nothing', () => {
    const area = memoryStorage();
    area.setItem('k', '{not json');
    expect(make(area).getItem('k')).toBeNull();
  });
});
