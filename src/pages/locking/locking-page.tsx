import { useState } from 'react';
import { Alert, Avatar, Button, Form, Input } from 'antd';
import { LockOutlined, UnlockOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { unlock } from '../../api/auth';
import { readCookie, writeCookie } from '../../lib/cookies';
import { useShellContext } from '../../lib/shell-context';
import { COOKIE_NAMES } from '../../lib/storage-keys';
import { logoutEverywhere } from '../../stores/session-actions';
import { useSessionStore } from '../../stores/session-store';
import './locking-page.css';

/** /locking: the password (POST /unlock) returns to the page that was open when the screen was locked. */
export default function LockingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shell = useShellContext();
  const user = useSessionStore((s) => s.user);
  const [form] = Form.useForm<{ password: string }>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async ({ password }: { password: string }) => {
    setBusy(true);
    setError(null);
    try {
      await unlock(password);
      writeCookie(COOKIE_NAMES.locking, '0');
      const last = readCookie(COOKIE_NAMES.lastPageName);
      await navigate({ to: (last && shell.pathOfName(last)) || '/home', replace: true });
    } catch (caught) {
      setError((caught as Error).message);
      form.setFieldValue('password', '');
    } finally {
      setBusy(false);
    }
  };

  const switchAccount = () => {
    void logoutEverywhere().then(() => window.location.assign('/login'));
  };

  return (
    <div className="locking-page">
      <div className="locking-page__card">
        <Avatar size={72} icon={<UserOutlined />} className="locking-page__avatar" />
        <h1 className="locking-page__name">{user?.realName || user?.userName}</h1>
        <p className="locking-page__hint">
          <LockOutlined /> {t('lock.title')} · {t('lock.hint')}
        </p>
        {error && <Alert type="error" title={error} showIcon role="alert" data-testid="unlock-error" style={{ marginBottom: 12 }} />}
        <Form form={form} onFinish={submit} layout="inline" className="locking-page__form" requiredMark={false}>
          <Form.Item name="password" rules={[{ required: true, message: t('login.passwordRequired') }]} style={{ flex: 1, marginInlineEnd: 8 }}>
            <Input.Password autoFocus autoComplete="current-password" placeholder={t('lock.placeholder')} aria-label={t('lock.placeholder')} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} icon={<UnlockOutlined />}>
            {t('lock.unlock')}
          </Button>
        </Form>
        <Button type="link" onClick={switchAccount} className="locking-page__switch">
          {t('lock.switchAccount')}
        </Button>
      </div>
    </div>
  );
}
