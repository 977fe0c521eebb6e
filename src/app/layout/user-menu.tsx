import { Avatar, Dropdown, Space, type MenuProps } from 'antd';
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../i18n';
import { useSessionStore } from '../../stores/session-store';
import { useAvatarStore } from '../../stores/avatar-store';
import { logoutEverywhere } from '../../stores/session-actions';
import { routeByName } from '../route-manifest';

/**
 * Personal center, recharge center (listed once its page is in the manifest), the English/Chinese
 * toggle and log out.
 */
export function UserMenu() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const avatar = useAvatarStore((s) => s.url);
  const recharge = routeByName('recharge-center');
  const items: MenuProps['items'] = [
    { key: 'ownspace', label: t('header.personalCenter') },
    ...(recharge ? [{ key: 'recharge', label: t('header.rechargeCenter') }] : []),
    // The other language's own name, marked as such for screen readers.
    { key: 'language', label: <span lang={i18n.language === 'en-US' ? 'zh-CN' : 'en-US'}>{t('header.switchLanguage')}</span> },
    { type: 'divider' as const },
    { key: 'logout', label: t('header.logout'), danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'ownspace') void navigate({ to: '/ownspace' });
    if (key === 'recharge' && recharge) void navigate({ to: recharge.path });
    if (key === 'language') void setLanguage(i18n.language === 'en-US' ? 'zh-CN' : 'en-US');
    if (key === 'logout') {
      void logoutEverywhere().then(() => {
        // A full load drops every in-memory store along with the storage.
        window.location.assign('/login');
      });
    }
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      {/* The menu's purpose is hidden text, not an aria-label: a label would hide the name shown (WCAG 2.5.3). */}
      <button type="button" className="user-menu__trigger" data-testid="user-menu">
        <span className="visually-hidden">{t('header.userMenu')}</span>
        <Space size={6}>
          <Avatar size="small" src={avatar ?? undefined} icon={<UserOutlined />} alt="" data-testid="header-avatar" />
          <span data-user-data>{user?.realName || user?.userName}</span>
          <DownOutlined style={{ fontSize: 10 }} />
        </Space>
      </button>
    </Dropdown>
  );
}
