import { SITE_CONFIG_ENDPOINTS, type MapTiles } from '../shared/contract/api/site-config';
import { callEndpoint } from './config';

/**
 * The map's online tiles of the site settings (null: the offline basemap), read once by a view
 * that draws a map: a setting an administrator changes, not live data, so nothing polls it. Not
 * re-exported by ./index.ts (on /login's bundle): the big screens import it themselves.
 */
export function fetchMapTiles(signal: AbortSignal): Promise<MapTiles | null> {
  return callEndpoint(SITE_CONFIG_ENDPOINTS.mapTiles, {}, { signal });
}
