import type { FireCause, RuleDef } from '../../../../shared/contract/rule-types';

/**
 * How alarms and rule firings are joined into incidents (issue 36): pure, so that the rules read
 * in one place. The numbers are named here and recorded in docs/decisions.md.
 */

export type IncidentCause = 'site_offline' | 'flapping' | 'rule_repeat' | 'single';
export type Severity = 'critical' | 'major' | 'minor';

/**
 * A site's devices going offline within this long of each other are one incident: once all are
 * back online the incident stays open this long, so a device dropping again rejoins it.
 */
export const SITE_OFFLINE_WINDOW_S = 120;
/**
 * A series raised again within this long of its last clear is flapping: it rejoins the open
 * incident instead of opening (and notifying) another. The alarm's own waitTime and maxTime are untouched.
 */
export const FLAP_SETTLE_S = 600;
/** How often the open incidents are checked for resolution (on one instance: the lease holder). */
export const SWEEP_EVERY_MS = 5_000;

export interface Grouping {
  groupKey: string;
  /** What the incident is when this opens it. */
  cause: IncidentCause;
  /** What an incident opened by something else of the same key becomes when this joins it. */
  repeatCause: IncidentCause;
  settleS: number;
}

/** A device of a site goes offline: the site's key; a device in no site groups by its company. */
export function offlineGrouping(tenantId: number, siteId: number | null): Grouping {
  const groupKey = siteId === null ? `offline:tenant:${tenantId}` : `offline:site:${siteId}`;
  return { groupKey, cause: 'site_offline', repeatCause: 'site_offline', settleS: SITE_OFFLINE_WINDOW_S };
}

/** An alarm of one device's parameter: a second one while the first's incident is open is flapping. */
export function seriesGrouping(deviceId: string, paramKey: string | null): Grouping {
  return { groupKey: `series:${deviceId}|${paramKey ?? ''}`, cause: 'single', repeatCause: 'flapping', settleS: FLAP_SETTLE_S };
}

/**
 * A rule firing joins the incident of what fired it: an offline event joins the device's site
 * incident, an alarm event its series' incident; any other firing (a condition held, a timer, a
 * forecast) is the rule's own, settling over its warning interval. Null for the device grouping
 * the caller must resolve (offline: the site is looked up by the caller).
 */
export function firingGrouping(rule: RuleDef, cause: FireCause): { kind: 'offline'; deviceId: string } | Grouping {
  if (cause.kind === 'event' && cause.deviceId) {
    if (cause.event === 'offline') return { kind: 'offline', deviceId: cause.deviceId };
    const alarm = /^(warning|fault|forecast):(.*)$/.exec(cause.event ?? '');
    if (alarm) return seriesGrouping(cause.deviceId, alarm[2] === '' ? null : alarm[2]);
  }
  const scope = cause.deviceId ? `|${cause.deviceId}` : '';
  return { groupKey: `rule:${rule.id}${scope}`, cause: 'single', repeatCause: 'rule_repeat', settleS: rule.intervalS };
}

const RANK: Record<Severity, number> = { minor: 0, major: 1, critical: 2 };
export const SEVERITY_ORDER: readonly Severity[] = ['minor', 'major', 'critical'];

/** The graver of two severities. */
export const graver = (a: Severity, b: Severity): Severity => (RANK[a] >= RANK[b] ? a : b);

/**
 * An alarm's severity: a forecast of hypoxia is critical (fish die within hours unless someone
 * acts), a device or site gone silent and a sensor fault are major (nothing is measured), a
 * reading outside its limits is minor; a rule firing is minor unless what fired it is graver.
 */
export function severityOf(kind: 'warning' | 'fault' | 'forecast' | 'offline' | 'rule'): Severity {
  if (kind === 'forecast') return 'critical';
  if (kind === 'fault' || kind === 'offline') return 'major';
  return 'minor';
}

export interface Titles {
  title: string;
  title_en: string;
}

export function offlineTitles(site: { name: string; name_en: string | null } | null): Titles {
  if (!site) return { title: '设备离线', title_en: 'Devices offline' };
  return { title: `${site.name}：设备离线`, title_en: `${site.name_en || site.name}: devices offline` };
}

export function seriesTitles(device: string, param: { name: string; name_en: string | null } | null, kind: 'warning' | 'fault' | 'forecast'): Titles {
  const zhKind = kind === 'fault' ? '传感器故障' : kind === 'forecast' ? '缺氧预报' : '报警';
  const enKind = kind === 'fault' ? 'sensor fault' : kind === 'forecast' ? 'hypoxia forecast' : 'alarm';
  if (!param) return { title: `${device} ${zhKind}`, title_en: `${device} ${enKind}` };
  return { title: `${device} ${param.name}${zhKind}`, title_en: `${device} ${param.name_en || param.name} ${enKind}` };
}

export function ruleTitles(ruleName: string): Titles {
  return { title: `规则「${ruleName}」触发`, title_en: `Rule "${ruleName}" fired` };
}
