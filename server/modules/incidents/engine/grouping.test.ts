import { describe, expect, it } from 'vitest';
import type { RuleDef } from '../../../../shared/contract/rule-types';
import { firingGrouping, graver, offlineGrouping, seriesGrouping, severityOf, SITE_OFFLINE_WINDOW_S } from './grouping';

const rule = { id: 42, tenantId: 2, intervalS: 1800, name: 'DO low' } as RuleDef;

describe('incident grouping', () => {
  it("groups a site's offline devices by the site, a device in no site by its company", () => {
    expect(offlineGrouping(2, 7)).toEqual({ groupKey: 'offline:site:7', cause: 'site_offline', repeatCause: 'site_offline', settleS: SITE_OFFLINE_WINDOW_S });
    expect(offlineGrouping(2, null).groupKey).toBe('offline:tenant:2');
  });

  it('a series opens single and becomes flapping when raised again', () => {
    expect(seriesGrouping('AW1', 'do')).toMatchObject({ groupKey: 'series:AW1|do', cause: 'single', repeatCause: 'flapping' });
  });

  it("a firing joins what fired it: an offline event the device's site, an alarm event its series, anything else the rule over its interval", () => {
    expect(firingGrouping(rule, { kind: 'event', at: 0, deviceId: 'AW1', event: 'offline' })).toEqual({ kind: 'offline', deviceId: 'AW1' });
    expect(firingGrouping(rule, { kind: 'event', at: 0, deviceId: 'AW1', event: 'warning:do' })).toMatchObject({ groupKey: 'series:AW1|do' });
    expect(firingGrouping(rule, { kind: 'event', at: 0, deviceId: 'AW1', event: 'fault:' })).toMatchObject({ groupKey: 'series:AW1|' });
    expect(firingGrouping(rule, { kind: 'attribute', at: 0, deviceId: 'AW1', paramKey: 'do' })).toEqual({ groupKey: 'rule:42|AW1', cause: 'single', repeatCause: 'rule_repeat', settleS: 1800 });
    expect(firingGrouping(rule, { kind: 'timer', at: 0 })).toMatchObject({ groupKey: 'rule:42' });
  });

  it('forecasts are critical, silence and faults major, breaches and rules minor; an incident keeps the gravest', () => {
    expect(['forecast', 'offline', 'fault', 'warning', 'rule'].map((k) => severityOf(k as 'rule'))).toEqual(['critical', 'major', 'major', 'minor', 'minor']);
    expect(graver('minor', 'critical')).toBe('critical');
    expect(graver('major', 'minor')).toBe('major');
  });
});
