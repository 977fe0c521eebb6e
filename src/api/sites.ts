import type { Pond, PondActionBody, Site } from '../../shared/contract/api/sites';
import { api } from './client';

export type { DroneModel, Pond, PondWithQuality, Quality, Site, SiteLayout } from '../../shared/contract/api/sites';

export interface SiteList {
  rows: Site[];
  tileUrl: string | null;
}

/** The sites the user may see with layouts, ponds, drone model and placed devices. */
export function fetchSites(signal?: AbortSignal) {
  return api.get<SiteList>('/sites', { signal, main: true });
}

/** Creates, updates or deletes one pond of the breeding map. */
export function savePond(body: PondActionBody) {
  return api.post<{ pond: Pond | null; deleted: number }>('/sites/ponds', body);
}
