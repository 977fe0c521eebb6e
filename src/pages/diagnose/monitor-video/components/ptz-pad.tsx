import { useState, type ReactNode } from 'react';
import { App, Button, Card, Slider, Typography } from 'antd';
import {
  ArrowDownOutlined, ArrowLeftOutlined, ArrowRightOutlined, ArrowUpOutlined, ZoomInOutlined, ZoomOutOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { streamStatus, type CameraView, type PtzDirection } from '../../../../api/cameras';
import { useRequest } from '../../../../hooks/use-request';
import { PtzPresets } from './ptz-presets';
import { usePtzHold } from '../../../../hooks/use-ptz-hold';
import '../../../../components/ptz/ptz-words';
import { DIRECTION_SHORTCUTS, directionOfKey } from './ptz-keys';

const KEYS: Array<{ direction: PtzDirection; icon: ReactNode; area: string }> = [
  { direction: 'up', icon: <ArrowUpOutlined />, area: 'up' },
  { direction: 'left', icon: <ArrowLeftOutlined />, area: 'left' },
  { direction: 'right', icon: <ArrowRightOutlined />, area: 'right' },
  { direction: 'down', icon: <ArrowDownOutlined />, area: 'down' },
  { direction: 'zoomin', icon: <ZoomInOutlined />, area: 'zin' },
  { direction: 'zoomout', icon: <ZoomOutOutlined />, area: 'zout' },
];

/** 0 slow, 1 normal, 2 fast (POST /camera/control speed). */
const SPEEDS = [0, 1, 2] as const;
const SPEED_LABEL = ['slow', 'normal', 'fast'] as const;

/**
 * Pan/tilt/zoom for the selected cell's camera: a key held (pointer or Enter/Space) sends start,
 * its release (or the pointer leaving, or focus leaving) sends stop (src/hooks/use-ptz-hold.ts).
 * With the focus on any of the pad's buttons, the arrow keys and + / - do the same for their own
 * direction (ptz-keys.ts), so the keyboard steers without tabbing from button to button.
 */
export function PtzPad({ camera }: { camera: CameraView }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [speed, setSpeed] = useState<number>(1);
  const { moving, position, press, release, holding, holdProps } = usePtzHold(camera, speed, (error) => void message.error(t('ptz.failed', { error: error.message })));
  const initial = useRequest(() => streamStatus(camera.streamKey));
  const shown = position ?? (initial.data ? { pan: initial.data.pan, tilt: initial.data.tilt, zoom: initial.data.zoom } : null);

  return (
    <Card size="small" title={t('ptz.title')} className="ptz-pad" data-testid="ptz-pad" data-serial={camera.deviceSerial}>
      <div
        className="ptz-pad__keys"
        onKeyDown={(e) => {
          const direction = directionOfKey(e.key);
          if (!direction) return;
          // The arrows would scroll the page; a held key's repeats must not send more starts.
          e.preventDefault();
          if (!e.repeat) press(direction);
        }}
        onKeyUp={(e) => {
          // Only the key that started the move stops it (another key let go meanwhile changes nothing).
          const direction = directionOfKey(e.key);
          if (direction && holding(direction)) release();
        }}
      >
        {KEYS.map(({ direction, icon, area }) => (
          <Button
            key={direction}
            icon={icon}
            style={{ gridArea: area }}
            aria-label={t(`ptz.${direction}`)}
            title={t(`ptz.${direction}`)}
            aria-keyshortcuts={DIRECTION_SHORTCUTS[direction]}
            data-testid={`ptz-${direction}`}
            type={moving === direction ? 'primary' : 'default'}
            {...holdProps(direction)}
          />
        ))}
      </div>
      <div className="ptz-pad__speed">
        <Typography.Text type="secondary">{t('ptz.speed')}</Typography.Text>
        <Slider
          min={0}
          max={2}
          step={1}
          value={speed}
          onChange={setSpeed}
          aria-label={t('ptz.speed')}
          // The handle is the control a screen reader reaches; the root's label does not name it.
          ariaLabelForHandle={t('ptz.speed')}
          data-testid="ptz-speed"
          marks={Object.fromEntries(SPEEDS.map((value) => [value, t(`ptz.${SPEED_LABEL[value]}`)]))}
          tooltip={{ formatter: (value) => t(`ptz.${SPEED_LABEL[value ?? 1]}`) }}
        />
      </div>
      {camera.provider === 'rtsp' && camera.onvifUrl && <PtzPresets camera={camera} />}
      {shown && (
        <Typography.Text
          type="secondary"
          className="ptz-pad__position"
          data-testid="ptz-position"
          data-pan={shown.pan}
          data-tilt={shown.tilt}
          data-zoom={shown.zoom}
        >
          {t('ptz.position', { pan: shown.pan.toFixed(1), tilt: shown.tilt.toFixed(1), zoom: shown.zoom.toFixed(1) })}
        </Typography.Text>
      )}
    </Card>
  );
}
