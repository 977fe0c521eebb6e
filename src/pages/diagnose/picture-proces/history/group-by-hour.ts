import dayjs from 'dayjs';

export interface HourGroup<T> {
  /** 'HH:00' of the local hour. */
  hour: string;
  items: T[];
}

/** Snapshots (newest first) in local-hour groups, newest hour first, keeping their order. */
export function groupByHour<T extends { taken_at: string }>(rows: readonly T[]): HourGroup<T>[] {
  const groups: HourGroup<T>[] = [];
  for (const row of rows) {
    const hour = dayjs(row.taken_at).format('HH:00');
    const last = groups[groups.length - 1];
    if (last && last.hour === hour) last.items.push(row);
    else groups.push({ hour, items: [row] });
  }
  return groups;
}
