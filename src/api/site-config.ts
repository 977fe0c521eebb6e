import type { SiteConfig } from '../../shared/contract/api/site-config';
import { api } from './client';

export type { SiteConfig };

export function fetchSiteConfig() {
  return api.get<SiteConfig>('/site-config');
}
