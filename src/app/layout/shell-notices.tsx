import { useEffect } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { takeLoginNotice } from '../../stores/message-store';
import { loadSiteConfig } from '../../stores/site-config-store';
import { setErrorNotifier } from '../notify';

/** SIM notices stay up longer than antd's default: they ask the user to phone someone. */
const SIM_NOTICE_SECONDS = 8;

/**
 * Gives code outside React (the router's guards) antd's message API, and announces the SIM expiry
 * alarms found at login with the configured sales phone (spec section 9).
 */
export function ShellNotices() {
  const { message } = App.useApp();
  const { t } = useTranslation();
  useEffect(() => setErrorNotifier((text) => void message.error(text)), [message]);
  useEffect(() => {
    const count = takeLoginNotice();
    if (count === 0) return;
    void loadSiteConfig().then(({ salesPhone }) =>
      message.warning({ content: t('login.simAlarm', { count, phone: salesPhone }), duration: SIM_NOTICE_SECONDS }),
    );
  }, [message, t]);
  return null;
}
