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
    <div className="page-tabs" data-testid="page-tabs">
      <Tabs
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
        tabBarExtraContent={
          <Dropdown menu={menu} trigger={['click']} placement="bottomRight">
            <Button size="small" data-testid="tab-actions">
              {t('tabs.actions')} <DownOutlined />
            </Button>
          </Dropdown>
        }
      />
    </div>
  );
}
