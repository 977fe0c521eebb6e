import type { SiteConfig } from '../../../shared/contract/api/site-config';

/** The deployment settings every console screen reads (GET /site-config), as a fresh install has them. */
export const SITE_CONFIG: SiteConfig = {
  platformName: { 'zh-CN': '智慧监测', 'en-US': 'Smart monitoring' },
  salesPhone: '400-000-0000',
  mapTileUrl: null,
  footer: { variant: 2, copyright: '©', icpNumber: null, publicSecurityNumber: null, publicSecurityLink: null },
};
