import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { groupByHour } from './group-by-hour';

const at = (hh: number, mm: number) => ({ taken_at: dayjs('2024-05-01').hour(hh).minute(mm).toISOString(), id: `${hh}:${mm}` });

describe('groupByHour', () => {
  it('groups newest-first rows by local hour, keeping order', () => {
    const groups = groupByHour([at(14, 50), at(14, 5), at(9, 30), at(9, 1)]);
    expect(groups.map((g) => [g.hour, g.items.map((i) => i.id)])).toEqual([
      ['14:00', ['14:50', '14:5']],
      ['09:00', ['9:30', '9:1']],
    ]);
  });

  it('gives nothing for no rows', () => {
    expect(groupByHour([])).toEqual([]);
  });
});
