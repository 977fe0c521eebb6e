import { SITE_ENDPOINTS, type PondActionBody, type SiteList } from '../../shared/contract/api/sites';
import { call } from './call';

export type { DroneModel, Pond, PondWithQuality, Quality, Site, SiteLayout } from '../../shared/contract/api/sites';

export type { SiteList };

/** The sites the user may see with layouts, ponds, drone model and placed devices. */
export function fetchSites(signal?: AbortSignal) {
  return call(SITE_ENDPOINTS.list, {}, { signal, main: true });
}

/** Creates, updates or deletes one pond of the breeding map. */
export function savePond(body: PondActionBody) {
  return call(SITE_ENDPOINTS.pondAction, { body });
}

/** The same list for a page that merely offers the sites as choices: a refusal rejects (the caller goes without) instead of showing the 403 page. */
export function listSites(signal?: AbortSignal) {
  return call(SITE_ENDPOINTS.list, {}, { signal });
}
