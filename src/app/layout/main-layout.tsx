import { useEffect } from 'react';
import { App as AntApp } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppFooter } from '../../components/app-footer';
import { useLayoutStore } from '../../stores/layout-store';
import { useSiteConfigStore } from '../../stores/site-config-store';
import { openTab } from '../../stores/tabs-store';
import { CachedPages } from './cached-pages';
import { HeaderBar } from './header-bar';
import { PageTabs } from './page-tabs';
import { ShellNotices } from './shell-notices';
import { MENU_COLLAPSED_WIDTH, MENU_WIDTH, SideMenu } from './side-menu';
import { useActivePage } from './use-active-page';
import { useShellEffects } from './use-shell-effects';
import './main-layout.css';

/** The all-cameras page needs the width: the menu stays collapsed there (spec section 2). */
const ALWAYS_COLLAPSED_PATHS = ['/diagnose/monitor-video'];

/** The main layout: side menu, header, tabs, the cached page area and the footer, inside antd's <App>. */
export default function MainLayout() {
  const { i18n, t } = useTranslation();
  const lang = i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
  const { entry, params, query } = useActivePage();
  const collapsed = useLayoutStore((s) => s.collapsed);
  const footer = useSiteConfigStore((s) => s.config.footer);
  const forceCollapsed = entry ? ALWAYS_COLLAPSED_PATHS.includes(entry.path) : false;
  useShellEffects();

  useEffect(() => {
    if (entry) openTab({ name: entry.name, title: entry.title[lang], argu: params, query });
  }, [entry, params, query, lang]);

  const offset = collapsed || forceCollapsed ? MENU_COLLAPSED_WIDTH : MENU_WIDTH;
  return (
    <AntApp className="main-layout">
      <ShellNotices />
      <SideMenu activePath={entry?.path ?? ''} forceCollapsed={forceCollapsed} />
      <div className="main-layout__body" style={{ marginLeft: offset }}>
        <HeaderBar entry={entry} />
        <PageTabs activeName={entry?.name} />
        <main id="page-scroll" className="main-layout__content">
          <CachedPages active={entry} />
        </main>
        <AppFooter footer={footer} publicSecurityLabel={t('footer.publicSecurity')} />
      </div>
    </AntApp>
  );
}
