import { create } from 'zustand';
import { fetchSiteConfig, type SiteConfig } from '../api/site-config';

/** What the shell needs of the site configuration; other fields (added by later issues) pass through. */
export type ShellSiteConfig = Pick<SiteConfig, 'platformName' | 'salesPhone' | 'footer'> & Partial<SiteConfig>;

/** Used until GET /api/site-config answers, and when it cannot. */
export const FALLBACK_SITE_CONFIG: ShellSiteConfig = {
  platformName: { 'zh-CN': '智能监控管理平台', 'en-US': 'Smart Monitoring Management Platform' },
  salesPhone: '400-000-0000',
  footer: { variant: 1, copyright: '', icpNumber: null, publicSecurityNumber: null, publicSecurityLink: null },
  mapTileUrl: null,
};

interface SiteConfigState {
  config: ShellSiteConfig;
  status: 'idle' | 'loading' | 'ready' | 'error';
}

export const useSiteConfigStore = create<SiteConfigState>()(() => ({ config: FALLBACK_SITE_CONFIG, status: 'idle' }));

/** Loads the deployment's settings once per page load; a failure keeps the fallback silently. */
export async function loadSiteConfig(): Promise<ShellSiteConfig> {
  const { status, config } = useSiteConfigStore.getState();
  if (status === 'ready' || status === 'loading') return config;
  useSiteConfigStore.setState({ status: 'loading' });
  try {
    const loaded = await fetchSiteConfig();
    useSiteConfigStore.setState({ config: loaded, status: 'ready' });
    return loaded;
  } catch {
    useSiteConfigStore.setState({ status: 'error' });
    return FALLBACK_SITE_CONFIG;
  }
}
