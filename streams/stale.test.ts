import { describe, expect, it } from 'vitest';
import { formatStaleSince } from './stale';

describe('formatStaleSince', () => {
  const at = new Date(2024, 4, 1, 9, 5, 7).getTime();
  const sameDay = new Date(2024, 4, 1, 18, 0, 0).getTime();
  const nextDay = new Date(2024, 4, 2, 0, 0, 1).getTime();

  it('says since when data is stale, in both languages', () => {
    expect(formatStaleSince(at, 'en-US', sameDay)).toBe('stale since 09:05:07');
    expect(formatStaleSince(at, 'zh-CN', sameDay)).toBe('数据已过期（自 09:05:07）');
  });

  it('adds the date when the data went stale on an earlier day', () => {
    expect(formatStaleSince(at, 'en-US', nextDay)).toBe('stale since 2024-05-01 09:05:07');
  });
});
