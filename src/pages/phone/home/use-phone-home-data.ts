import { useMemo } from 'react';
import { findDeviceList } from '../../../api/devices';
import { fetchPondForecasts, type PondForecast } from '../../../api/forecast';
import { fetchSiteConfig } from '../../../api/site-config';
import { getHisDataByTime, type SeriesResult } from '../../../api/telemetry';
import { useOfflineRead } from '../../../hooks/use-offline-read';
import { readUserCookie } from '../../../lib/cookies';
import { simExpiryAlarms, type SimAlarmItem } from '../../../lib/sim-expiry';
import { FALLBACK_SITE_CONFIG } from '../../../stores/site-config-store';
import type { TrendPoint } from '../../../components/phone/sparkline-path';

/** Today's trend in 30-minute buckets at most: enough for a line 96 px wide, light on 3G. */
const TREND_POINTS = 48;

/** Local midnight of `now`: the trend starts there. */
export function startOfDay(now: number): number {
  const day = new Date(now);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}

/** Points of each "device_id:param_key" in a series answer. */
export function trendByParam(result: SeriesResult | null | undefined): Map<string, TrendPoint[]> {
  const byParam = new Map<string, TrendPoint[]>();
  for (const series of result?.series ?? []) byParam.set(`${series.device_id}:${series.param_key}`, series.points.map((p) => ({ ts: p.ts, value: p.value })));
  return byParam;
}

/**
 * Today's trend of the given devices' values, kept on the phone like the values themselves. The
 * series call needs the history code: without it (403) or offline with nothing kept, no lines.
 */
export function useTodayTrend(deviceIds: readonly string[]) {
  const ids = deviceIds.join(',');
  const read = useOfflineRead(`today-trend:${ids}`, async () => {
    const to = Date.now();
    const from = startOfDay(to);
    if (ids === '') return { from, to, result: null };
    const result = await getHisDataByTime({ startTime: from, endTime: to, ids, maxPoints: TREND_POINTS });
    return { from, to, result };
  });
  const byParam = useMemo(() => trendByParam(read.data?.result), [read.data]);
  return { byParam, from: read.data?.from ?? 0, to: read.data?.to ?? 0 };
}

/** Tonight's forecast of each pond monitor the caller sees, by device id (none offline with nothing kept). */
export function usePondForecasts(): Map<string, PondForecast> {
  const read = useOfflineRead('pond-forecasts', () => fetchPondForecasts());
  return useMemo(() => new Map((read.data ?? []).map((f) => [f.device_id, f])), [read.data]);
}

/**
 * The SIM expiry alarms of the caller's enabled devices (spec section 9, the check the console
 * makes at login) and the sales phone they quote; a failing device list skips the check silently.
 */
export function useSimAlarms(): { alarms: SimAlarmItem[]; phone: string } {
  const user = readUserCookie();
  const devices = useOfflineRead('device-list', async () => (user ? (await findDeviceList(user.userId, user.userType)).rows : []));
  const site = useOfflineRead('site-config', () => fetchSiteConfig());
  const alarms = useMemo(() => simExpiryAlarms((devices.data ?? []).filter((d) => d.is_enable === 1)), [devices.data]);
  return { alarms, phone: site.data?.salesPhone ?? FALLBACK_SITE_CONFIG.salesPhone };
}
