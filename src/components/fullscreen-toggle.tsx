import { useEffect } from 'react';
import { Button, Tooltip } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { setFullscreen, useLayoutStore } from '../stores/layout-store';

/** Enters or leaves browser full screen; the state follows `fullscreenchange` (Esc included). */
export function FullscreenToggle() {
  const { t } = useTranslation();
  const fullscreen = useLayoutStore((s) => s.fullscreen);
  useEffect(() => {
    const sync = () => setFullscreen(document.fullscreenElement !== null);
    sync();
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = () => {
    const action = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    // A refused request (no user gesture, iframe policy) simply leaves the state as it is.
    action.catch(() => setFullscreen(document.fullscreenElement !== null));
  };
  const label = fullscreen ? t('header.exitFullscreen') : t('header.fullscreen');
  return (
    <Tooltip title={label}>
      <Button type="text" aria-label={label} aria-pressed={fullscreen} icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />} onClick={toggle} data-testid="fullscreen-toggle" />
    </Tooltip>
  );
}
