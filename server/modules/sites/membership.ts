import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import './tables';

const RAD = Math.PI / 180;
/** Great-circle distance in metres. */
export function distanceM(lon1: number, lat1: number, lon2: number, lat2: number): number {
  const a = Math.sin(((lat2 - lat1) * RAD) / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(((lon2 - lon1) * RAD) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface DeviceSite {
  id: number;
  name: string;
  name_en: string | null;
}

/**
 * The site a device belongs to: one of its company's within whose radius it stands (the nearest
 * centre when radii overlap), as the site pages and reports count it; null for a device placed
 * nowhere or outside every site.
 */
export async function siteOfDevice(db: Kysely<DB>, deviceId: string): Promise<DeviceSite | null> {
  const device = await db.selectFrom('devices').select(['tenant_id', 'longitude', 'latitude']).where('device_id', '=', deviceId).executeTakeFirst();
  if (!device || device.longitude === null || device.latitude === null) return null;
  const sites = await db.selectFrom('sites').select(['id', 'name', 'name_en', 'longitude', 'latitude', 'radius_m']).where('tenant_id', '=', device.tenant_id).execute();
  let best: { site: (typeof sites)[number]; distance: number } | null = null;
  for (const site of sites) {
    const distance = distanceM(site.longitude, site.latitude, device.longitude, device.latitude);
    if (distance <= site.radius_m && (!best || distance < best.distance)) best = { site, distance };
  }
  return best ? { id: best.site.id, name: best.site.name, name_en: best.site.name_en } : null;
}
