import type { Observable } from 'rxjs';
import { alarmPrompts$, devicesStatus$, feedingLog$, getDayHistory$, insectTraps$, priceTrend$, weather$, type AlarmPrompts, type DevicesLive, type FeedingPage, type StreamState, type WatchOptions } from '../../streams';
import type { WeatherResult } from '../../shared/contract/api/weather';
import type { PriceProductResult } from '../../shared/contract/api/prices';
import type { SeriesResult } from '../../shared/contract/api/datahis';
import type { TrapLatest } from '../../shared/contract/api/insects';

export { DAY_MS } from '../../streams';

/**
 * What the walls watch: the console's own streams on the one refresh clock, in the instances that
 * keep polling while the page is hidden (a screen behind another window still feeds the wall).
 */
const WALL: WatchOptions = { pauseWhenHidden: false };

/** Every visible device with status, alarm state and latest values (GET /realtimeAll). */
export function screenDevices$(): Observable<StreamState<DevicesLive>> {
  return devicesStatus$(WALL);
}

/** Active, unacknowledged alarms, newest first (GET /getAlarmPrompt). */
export function screenAlarms$(): Observable<StreamState<AlarmPrompts>> {
  return alarmPrompts$(WALL);
}

/** 24 h history of `device:param` ids (comma list); null: nothing to ask. */
export function screenTrend$(ids: string): Observable<StreamState<SeriesResult>> | null {
  return getDayHistory$(ids, WALL);
}

/** The stations' weather and the forecast of the caller's first site (POST /apiWeather). */
export function screenWeather$(): Observable<StreamState<WeatherResult>> {
  return weather$(WALL);
}

/** Market prices of the last `days` days with their trends (POST /priceProduct). */
export function screenPrices$(days: number): Observable<StreamState<PriceProductResult>> {
  return priceTrend$(days, WALL);
}

/** The insect traps with their latest count and today's sum (GET /insects/traps). */
export function screenInsects$(): Observable<StreamState<{ rows: TrapLatest[] }>> {
  return insectTraps$(WALL);
}

/** The latest feeding records of the production log (POST /feedingManage search). */
export function screenFeedings$(count: number): Observable<StreamState<FeedingPage>> {
  return feedingLog$(count, WALL);
}
