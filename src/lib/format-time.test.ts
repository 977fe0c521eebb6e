import { describe, expect, it } from 'vitest';
import { formatDate, formatTime } from './format-time';

describe('formatTime', () => {
  it('writes a 24-hour ISO-like date-time whatever the language, and "-" for no time', () => {
    const at = new Date(2026, 11, 5, 16, 46, 5);
    expect(formatTime(at)).toBe('2026-12-05 16:46:05');
    expect(formatTime(at.getTime())).toBe('2026-12-05 16:46:05');
    expect(formatTime(at.toISOString())).toBe('2026-12-05 16:46:05');
    expect(formatDate(at)).toBe('2026-12-05');
    for (const none of [null, undefined, '', 'not a date']) expect(formatTime(none)).toBe('-');
  });
});
