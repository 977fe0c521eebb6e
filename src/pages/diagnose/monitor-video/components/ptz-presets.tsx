import { App, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { gotoPreset, ptzPresets, type CameraView } from '../../../../api/cameras';
import { useRequest } from '../../../../hooks/use-request';
import { USER_DATA } from '../../../../lib/user-data';
import '../../../../components/ptz/ptz-words';

/**
 * An ONVIF camera's presets (GET /camera/presets), read from the camera when the pad opens;
 * choosing one turns the camera there (POST /camera/control, action 'preset'). Preset names are
 * the camera's own words, shown as user data.
 */
export function PtzPresets({ camera }: { camera: CameraView }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const presets = useRequest(() => ptzPresets(camera));
  const rows = presets.data?.rows ?? [];
  const go = (token: string) =>
    void gotoPreset(camera, token).catch((error: Error) => message.error(t('ptz.failed', { error: error.message })));

  return (
    <div className="ptz-pad__presets">
      <Typography.Text type="secondary">{t('monitorVideo.ptz.presets')}</Typography.Text>
      <Select<string>
        size="small"
        style={{ width: '100%' }}
        placeholder={t(presets.status === 'ready' && rows.length === 0 ? 'monitorVideo.ptz.presetsNone' : 'monitorVideo.ptz.presetPick')}
        loading={presets.status === 'loading'}
        disabled={rows.length === 0}
        value={null}
        onChange={go}
        options={rows.map((row) => ({ value: row.token, label: <span {...USER_DATA}>{row.name}</span> }))}
        aria-label={t('monitorVideo.ptz.presetPick')}
        data-testid="ptz-presets"
      />
    </div>
  );
}
