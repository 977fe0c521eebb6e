import { App, Breadcrumb, Button, Space, Tooltip } from 'antd';
import { DesktopOutlined, LockOutlined } from '@ant-design/icons';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { lockSession } from '../../api/auth';
import { FullscreenToggle } from '../../components/fullscreen-toggle';
import { MessageBell } from '../../components/message-bell';
import { ThemePicker } from '../../components/theme-picker';
import { writeCookie } from '../../lib/cookies';
import { COOKIE_NAMES } from '../../lib/storage-keys';
import { setLockAnimation } from '../../stores/layout-store';
import { useSessionStore } from '../../stores/session-store';
import { canOpenBigScreen, screenRouteFor } from '../guards';
import { groupOf, type RouteEntry } from '../route-manifest';
import { UserMenu } from './user-menu';
import { useChatUnread } from '../use-chat-unread';

/** Spec section 9: the lock screen opens 800 ms after the lock button, while the animation plays. */
export const LOCK_NAVIGATE_DELAY_MS = 800;

/** Breadcrumbs on the left; big screen, full screen, lock, bell, theme and user on the right. */
export function HeaderBar({ entry }: { entry: RouteEntry | undefined }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
  const navigate = useNavigate();
  const { message } = App.useApp();
  const user = useSessionStore((s) => s.user);
  const codes = useSessionStore((s) => s.codes);
  const chatUnread = useChatUnread();
  const group = entry ? groupOf(entry) : undefined;
  const crumbs = [
    ...(group && group.path !== entry?.path ? [{ title: group.title[lang] }] : []),
    ...(entry ? [{ title: entry.title[lang] }] : []),
  ];

  const openBigScreen = () => {
    if (!canOpenBigScreen(codes)) {
      void message.error(t('common.noPermission'));
      return;
    }
    window.open(screenRouteFor(user?.screen_type), '_blank', 'noopener');
  };

  const lock = () => {
    writeCookie(COOKIE_NAMES.lastPageName, entry?.name ?? 'home_index');
    writeCookie(COOKIE_NAMES.locking, '1');
    // The server keeps the lock too, so a reload or an edited cookie cannot skip the screen;
    // if the call fails the screen still locks, and the next 423 or the guard keeps it there.
    lockSession().catch(() => undefined);
    setLockAnimation(true);
    setTimeout(() => void navigate({ to: '/locking' }), LOCK_NAVIGATE_DELAY_MS);
  };

  return (
    <header className="header-bar">
      <Breadcrumb items={crumbs} data-testid="breadcrumbs" />
      <Space size={4} className="header-bar__actions">
        <Tooltip title={t('header.bigScreen')}>
          <Button type="text" aria-label={t('header.bigScreen')} icon={<DesktopOutlined />} onClick={openBigScreen} data-testid="big-screen-button" />
        </Tooltip>
        <FullscreenToggle />
        <Tooltip title={t('header.lock')}>
          <Button type="text" aria-label={t('header.lock')} icon={<LockOutlined />} onClick={lock} data-testid="lock-button" />
        </Tooltip>
        <MessageBell onOpen={() => void navigate({ to: '/message' })} conversations={chatUnread} onOpenConversations={() => void navigate({ to: '/custom-service/custom-services', hash: 'chat' })} />
        {user && <ThemePicker userName={user.userName} />}
        <UserMenu />
      </Space>
    </header>
  );
}
