import { Button, Segmented, Space, Tooltip } from 'antd';
import { CameraOutlined, FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LAYOUTS, type Layout } from '../wall-state';

export interface WallToolbarProps {
  layout: Layout;
  onLayout: (layout: Layout) => void;
  fullscreen: boolean;
  onFullscreen: () => void;
  canSnapshot: boolean;
  snapshotting: boolean;
  onSnapshot: () => void;
}

/** Layout (1/4/9/16), snapshot of the selected cell and full screen for the wall. */
export function WallToolbar({ layout, onLayout, fullscreen, onFullscreen, canSnapshot, snapshotting, onSnapshot }: WallToolbarProps) {
  const { t } = useTranslation();
  return (
    <Space wrap className="wall-toolbar">
      <Segmented<Layout>
        value={layout}
        onChange={onLayout}
        aria-label={t('monitorVideo.layout')}
        data-testid="wall-layout"
        options={LAYOUTS.map((count) => ({ value: count, label: <span data-layout={count}>{t('monitorVideo.screens', { count })}</span> }))}
      />
      <Tooltip title={canSnapshot ? undefined : t('monitorVideo.selectFirst')}>
        <Button icon={<CameraOutlined />} disabled={!canSnapshot} loading={snapshotting} onClick={onSnapshot} data-testid="wall-snapshot">
          {t('monitorVideo.snapshot')}
        </Button>
      </Tooltip>
      <Button icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />} onClick={onFullscreen} data-testid="wall-fullscreen">
        {t(fullscreen ? 'monitorVideo.exitFullscreen' : 'monitorVideo.fullscreen')}
      </Button>
    </Space>
  );
}
