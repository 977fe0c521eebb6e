import { useMemo, useState, useEffect } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { setMenuCollapsed, setMenuHover, useLayoutStore } from '../../stores/layout-store';
import { useSessionStore } from '../../stores/session-store';
import { useThemeStore } from '../../stores/theme-store';
import { useSiteConfigStore } from '../../stores/site-config-store';
import { buildMenu, groupPathOf, type MenuNode } from '../menu-model';
import { MENU_GROUPS, ROUTES } from '../route-manifest';
import { DEFAULT_ICON, MENU_ICONS } from './menu-icons';
import { BrandMark } from '../../components/brand-mark';

/** Spec section 9: 245 px expanded, 60 px collapsed. */
export const MENU_WIDTH = 245;
export const MENU_COLLAPSED_WIDTH = 60;

type Lang = 'zh-CN' | 'en-US';

function toItems(nodes: MenuNode[], lang: Lang): MenuProps['items'] {
  return nodes.map((node) => ({
    key: node.key,
    icon: node.icon ? MENU_ICONS[node.icon] : node.children ? DEFAULT_ICON : undefined,
    label: <span data-menu-key={node.key}>{node.title[lang]}</span>,
    children: node.children ? toItems(node.children, lang) : undefined,
  }));
}

/**
 * The side menu of spec section 2: filtered by access codes, expanded on mouse-over and collapsed
 * on mouse-leave; `forceCollapsed` keeps it narrow on the all-cameras page.
 */
export function SideMenu({ activePath, forceCollapsed }: { activePath: string; forceCollapsed: boolean }) {
  const { i18n } = useTranslation();
  const lang: Lang = i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
  const navigate = useNavigate();
  const codes = useSessionStore((s) => s.codes);
  const menuTheme = useThemeStore((s) => s.menuTheme);
  const collapsed = useLayoutStore((s) => s.collapsed);
  const hover = useLayoutStore((s) => s.hoverExpanded);
  const platformName = useSiteConfigStore((s) => s.config.platformName[lang]);
  const nodes = useMemo(() => buildMenu(MENU_GROUPS, ROUTES, codes), [codes]);
  const items = useMemo(() => toItems(nodes, lang), [nodes, lang]);
  const narrow = forceCollapsed || (collapsed && !hover);
  const activeGroup = groupPathOf(activePath, nodes);
  const [openKeys, setOpenKeys] = useState<string[]>(activeGroup ? [activeGroup] : []);
  useEffect(() => {
    if (activeGroup) setOpenKeys((keys) => (keys.includes(activeGroup) ? keys : [...keys, activeGroup]));
  }, [activeGroup]);

  return (
    <aside
      className={`side-menu side-menu--${menuTheme}${narrow ? ' side-menu--narrow' : ''}`}
      style={{ width: narrow ? MENU_COLLAPSED_WIDTH : MENU_WIDTH }}
      data-testid="side-menu"
      data-collapsed={narrow}
      onMouseEnter={() => !forceCollapsed && setMenuHover(true)}
      onMouseLeave={() => setMenuCollapsed(true)}
    >
      <div className="side-menu__brand">
        <BrandMark size={28} />
        {!narrow && <span className="side-menu__title">{platformName}</span>}
      </div>
      <Menu
        mode="inline"
        theme={menuTheme}
        inlineCollapsed={narrow}
        items={items}
        selectedKeys={[activePath]}
        openKeys={narrow ? undefined : openKeys}
        onOpenChange={setOpenKeys}
        onClick={({ key }) => void navigate({ to: key })}
      />
    </aside>
  );
}
