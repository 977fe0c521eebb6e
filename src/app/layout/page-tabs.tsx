import { useLayoutEffect, useRef } from 'react';
import { Button, Dropdown, Tabs, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { closeAllTabs, closeOtherTabs, closeTab, HOME_TAB, useTabsStore, type PageTab } from '../../stores/tabs-store';
import { routeByName } from '../route-manifest';

/** The row of open pages: click to return, × to close, and close others / close all. */
export function PageTabs({ activeName }: { activeName: string | undefined }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
  const navigate = useNavigate();
  const list = useTabsStore((s) => s.list);
  const row = useRef<HTMLDivElement>(null);
  // antd puts each tab's × button, and the "more" button shown once the tabs overflow, in the
  // tablist, where only tabs may be (axe: aria-required-children, on every page). The keyboard
  // closes a tab with Delete or Backspace on it and reaches an overflowed tab with the arrow keys
  // (antd's own keys), so both buttons are the mouse's: out of the tab order and of the reading.
  useLayoutEffect(() => {
    row.current?.querySelectorAll<HTMLButtonElement>('.ant-tabs-tab-remove, .ant-tabs-nav-more').forEach((button) => {
      button.tabIndex = -1;
      button.setAttribute('aria-hidden', 'true');
    });
  });

  const go = (tab: PageTab | null) => {
    const entry = tab ? routeByName(tab.name) : undefined;
    if (entry) void navigate({ to: entry.path, search: tab!.query });
  };
  const menu: MenuProps = {
    items: [
      { key: 'others', label: t('tabs.closeOthers') },
      { key: 'all', label: t('tabs.closeAll') },
    ],
    onClick: ({ key }) => {
      if (key === 'others' && activeName) closeOtherTabs(activeName);
      if (key === 'all') go(closeAllTabs().next);
    },
  };

  return (
    // The actions sit beside the tabs, not in antd's tabBarExtraContent: that is inside the
    // tablist, where a button is not a tab (axe: aria-required-children, on every page).
    <div className="page-tabs" data-testid="page-tabs" ref={row}>
      <Tabs
        className="page-tabs__list"
        type="editable-card"
        hideAdd
        size="small"
        locale={{ removeAriaLabel: t('tabs.close'), dropdownAriaLabel: t('tabs.more') }}
        activeKey={activeName}
        onChange={(name) => go(list.find((tab) => tab.name === name) ?? null)}
        onEdit={(name, action) => {
          if (action === 'remove' && typeof name === 'string') go(closeTab(name, activeName ?? '').next);
        }}
        items={list
          .filter((tab) => routeByName(tab.name))
          .map((tab) => ({
            key: tab.name,
            label: <span data-tab-name={tab.name}>{routeByName(tab.name)!.title[lang]}</span>,
            closable: tab.name !== HOME_TAB.name,
          }))}
      />
      <Dropdown menu={menu} trigger={['click']} placement="bottomRight">
        <Button size="small" className="page-tabs__actions" data-testid="tab-actions">
          {t('tabs.actions')} <DownOutlined />
        </Button>
      </Dropdown>
    </div>
  );
}
