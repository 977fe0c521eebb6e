import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { RealtimeParam } from '../../../shared/contract/api/realtime';
import { setLanguage, type Lang } from '../../../src/i18n';
import '../../../src/components/realtime/realtime-i18n';
import { ParamTile } from '../../../src/components/realtime/param-tile';

const oxygen = (value: number, over: Partial<RealtimeParam> = {}): RealtimeParam => ({
  param_key: 'do', name: '溶解氧', name_en: 'Dissolved oxygen', unit: 'mg/L', icon_key: null, param_type: 'float',
  value, ts: Date.parse('2026-12-05T04:00:00Z'), invalid: false, min: 5, max: 12, isHigh: 2, period: 0,
  startValue: 0, endValue: 20, valuePerfectL: 6, valuePerfectH: 9, status: 'warning', ...over,
});

const WORDS: Record<Lang, { low: string; high: string; excess: string }> = {
  'zh-CN': { low: '低于下限', high: '高于上限', excess: '超标' },
  'en-US': { low: 'Below the lower limit', high: 'Above the upper limit', excess: 'Over limit' },
};

/**
 * Issue 42 item 3: the real-time card says which limit a reading passed, in the data-alarm page's
 * words; dissolved oxygen at 3 mg/L under a lower limit of 5 was labelled 超标 (excess).
 */
describe.each(['zh-CN', 'en-US'] as const)('the real-time card of a reading past a limit (%s)', (lang) => {
  it('says below the lower limit for a low reading and above the upper limit for a high one', async () => {
    await setLanguage(lang);
    const low = render(<ParamTile param={oxygen(3)} trend={undefined} />);
    expect(screen.getByText(WORDS[lang].low)).toBeInTheDocument();
    expect(screen.queryByText(WORDS[lang].excess)).toBeNull();
    low.unmount();
    render(<ParamTile param={oxygen(13)} trend={undefined} />);
    expect(screen.getByText(WORDS[lang].high)).toBeInTheDocument();
  }, 60_000);
});
