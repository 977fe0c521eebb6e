import { call } from '../../api/call';
import { SITE_CONFIG_ENDPOINTS, type MapTiles } from '../../../shared/contract/api/site-config';

/**
 * The deployment's online tiles for the picker, or null for the offline outline: also when the
 * setting cannot be read, since a form must still let its user pick or type a position.
 */
export function loadMapTiles(signal: AbortSignal): Promise<MapTiles | null> {
  return call(SITE_CONFIG_ENDPOINTS.mapTiles, undefined, { signal }).catch(() => null);
}
