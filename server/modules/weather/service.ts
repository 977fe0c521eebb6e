import type { RequestScope } from '../../auth/request-scope';
import { notFound } from '../../http/app-error';
import type { WeatherBody, WeatherResult } from '../../../shared/contract/api/weather';
import { currentConditions } from './current';
import { forecastFor } from './forecast';
import * as repo from './repository';
import './messages';

/** A station serves a device that is not one itself when it stands within this distance. */
export const STATION_NEAR_M = 5000;
const EARTH_RADIUS_M = 6_371_000;

interface Place { longitude: number | null; latitude: number | null }

/** Great-circle distance in metres. */
function distance(a: Place, b: Place): number {
  if (a.longitude === null || a.latitude === null || b.longitude === null || b.latitude === null) return Infinity;
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

const located = (place: Place & { name?: string | null }) =>
  place.longitude === null || place.latitude === null ? null : { name: place.name ?? null, longitude: place.longitude, latitude: place.latitude };

/**
 * Which stations and which place: a device (itself when it is a station, else the stations of its
 * company near it), a site (the stations of its company within its radius), or without either
 * every station the caller sees, placed at the caller's first site (else the first station).
 */
async function stationsAndPlace(scope: RequestScope, body: WeatherBody) {
  const visible = scope.whereDeviceVisible('devices.device_id');
  if (body.device_id) {
    const device = await repo.visibleDevice(scope.db, visible, body.device_id);
    if (!device) throw notFound('weather_device_not_found');
    const stations = device.device_type === 'ET'
      ? [device]
      : (await repo.visibleStations(scope.db, visible, device.tenant_id)).filter((s) => distance(s, device) <= STATION_NEAR_M);
    return { stations, location: located({ ...device, name: device.device_name }) };
  }
  if (body.site !== undefined) {
    const site = await repo.visibleSite(scope.db, scope.whereTenant('sites.tenant_id'), body.site);
    if (!site) throw notFound('weather_site_not_found');
    const stations = (await repo.visibleStations(scope.db, visible, site.tenant_id)).filter((s) => distance(s, site) <= site.radius_m);
    return { stations, location: located({ ...site, name: scope.lang === 'en-US' ? site.name_en ?? site.name : site.name }) };
  }
  const stations = await repo.visibleStations(scope.db, visible);
  const site = await repo.visibleSite(scope.db, scope.whereTenant('sites.tenant_id'));
  const first = stations.find((s) => s.longitude !== null && s.latitude !== null);
  const location = site ? located({ ...site, name: scope.lang === 'en-US' ? site.name_en ?? site.name : site.name }) : first ? located({ ...first, name: first.device_name }) : null;
  return { stations, location };
}

/** POST /apiWeather: the stations' current conditions and the provider's forecast, fetched side by side. */
export async function weather(scope: RequestScope, body: WeatherBody): Promise<WeatherResult> {
  const { stations, location } = await stationsAndPlace(scope, body);
  const [readings, forecast] = await Promise.all([
    repo.latestReadings(scope.db, stations.map((s) => s.device_id)),
    forecastFor(location, scope.lang),
  ]);
  return { location, ...currentConditions(stations, readings), forecast };
}
