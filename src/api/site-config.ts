import { SITE_CONFIG_ENDPOINTS, type SiteConfig } from '../../shared/contract/api/site-config';
import { call } from './call';

export type { SiteConfig };

export function fetchSiteConfig() {
  return call(SITE_CONFIG_ENDPOINTS.config);
}
