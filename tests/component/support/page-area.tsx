import { App as AntApp } from 'antd';
import { CachedPages } from '../../../src/app/layout/cached-pages';
import { PageTabs } from '../../../src/app/layout/page-tabs';
import { useActivePageTab } from '../../../src/app/layout/use-active-page';

/**
 * The main layout without its menu, header and footer (which start the shell's own calls and
 * the socket): antd's <App>, the tabs and the cached page area, the parts that decide which pages
 * are mounted, as main-layout.tsx draws them.
 */
export default function PageArea() {
  const { entry } = useActivePageTab();
  return (
    <AntApp>
      <PageTabs activeName={entry?.name} />
      <main id="page-scroll">
        <CachedPages active={entry} />
      </main>
    </AntApp>
  );
}
