import { create } from 'zustand';
import { fetchSiteConfig, type SiteConfig } from '../api/site-config';

/** Used until GET /api/site-config answers, and when it cannot. */
export const FALLBACK_SITE_CONFIG: SiteConfig = {
  platformName: { 'zh-CN': '智能监控管理平台', 'en-US': 'Smart Monitoring Management Platform' },
  salesPhone: '400-000-0000',
  footer: { variant: 1, copyright: '', icpNumber: null, publicSecurityNumber: null, publicSecurityLink: null },
};

interface SiteConfigState {
  config: SiteConfig;
  status: 'idle' | 'loading' | 'ready' | 'error';
}

export const useSiteConfigStore = create<SiteConfigState>()(() => ({ config: FALLBACK_SITE_CONFIG, status: 'idle' }));

/** Loads the deployment's settings once per page load; a failure keeps the fallback silently. */
export async function loadSiteConfig(): Promise<SiteConfig> {
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
