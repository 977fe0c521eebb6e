import { App as AntApp } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppFooter } from '../../components/app-footer';
import { useLayoutStore } from '../../stores/layout-store';
import { useSiteConfigStore } from '../../stores/site-config-store';
import { CachedPages } from './cached-pages';
import { HeaderBar } from './header-bar';
import { PageTabs } from './page-tabs';
import { ShellNotices } from './shell-notices';
import { MENU_COLLAPSED_WIDTH, MENU_WIDTH, SideMenu } from './side-menu';
import { useActivePageTab } from './use-active-page';
import { useShellEffects } from './use-shell-effects';
import './main-layout.css';

/** The all-cameras page needs the width: the menu stays collapsed there (spec section 2). */
const ALWAYS_COLLAPSED_PATHS = ['/diagnose/monitor-video'];

/** The main layout: side menu, header, tabs, the cached page area and the footer, inside antd's <App>. */
export default function MainLayout() {
  const { t } = useTranslation();
  const { entry } = useActivePageTab();
  const collapsed = useLayoutStore((s) => s.collapsed);
  const footer = useSiteConfigStore((s) => s.config.footer);
  const forceCollapsed = entry ? ALWAYS_COLLAPSED_PATHS.includes(entry.path) : false;
  useShellEffects();

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
