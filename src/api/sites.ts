import type { Static } from 'typebox';
import type { PondActionBody, PondActionResultSchema, SiteList } from '../../shared/contract/api/sites';
import { api } from './client';

export type { DroneModel, Pond, PondWithQuality, Quality, Site, SiteLayout } from '../../shared/contract/api/sites';

export type { SiteList };

/** The sites the user may see with layouts, ponds, drone model and placed devices. */
export function fetchSites(signal?: AbortSignal) {
  return api.get<SiteList>('/sites', { signal, main: true });
}

/** Creates, updates or deletes one pond of the breeding map. */
export function savePond(body: PondActionBody) {
  return api.post<Static<typeof PondActionResultSchema>>('/sites/ponds', body);
}
