import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { RealtimeParam } from '../../../shared/contract/api/realtime';
import { setLanguage, type Lang } from '../../../src/i18n';
import '../../../src/components/realtime/realtime-i18n';
import { ParamTile } from '../../../src/components/realtime/param-tile';

const unconfigured: RealtimeParam = {
  param_key: 'light', name: '光照', name_en: 'Light', unit: 'lux', icon_key: null, param_type: 'float',
  value: 1200, ts: Date.parse('2026-12-05T04:00:00Z'), invalid: false, min: null, max: null, isHigh: 0, period: 0,
  startValue: 0, endValue: 0, valuePerfectL: null, valuePerfectH: null, status: 'normal',
};
const UNSET: Record<Lang, string> = { 'zh-CN': '未设最佳范围', 'en-US': 'No best range set' };

/** Issue 42 item 7: a parameter without a best range said "最佳范围 - ~ -". */
describe.each(['zh-CN', 'en-US'] as const)('the real-time card of a parameter without ranges (%s)', (lang) => {
  it('says no best range is set instead of a range of dashes', async () => {
    await setLanguage(lang);
    render(<ParamTile param={unconfigured} trend={undefined} />);
    expect(screen.getByText(UNSET[lang])).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/-\s*[~–]\s*-/);
  }, 60_000);
});
