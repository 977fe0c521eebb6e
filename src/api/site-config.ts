import type { SiteConfig } from '../../server/modules/site-config/schemas';
import { api } from './client';

export type { SiteConfig };

export function fetchSiteConfig() {
  return api.get<SiteConfig>('/site-config');
}
