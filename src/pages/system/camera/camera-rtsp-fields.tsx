import { Form, Input, Segmented } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { maxCharsRule } from '../../../lib/form-rules';

/** What an rtsp camera's part of the form holds. */
export interface RtspValues {
  rtspUrl?: string;
  onvifUrl?: string;
  rtspUser?: string;
  rtspPassword?: string;
  rtspTransport?: 'tcp' | 'udp';
}

const RTSP_RE = /^rtsps?:\/\/\S+$/i;
const ONVIF_RE = /^https?:\/\/\S+$/i;

/**
 * An rtsp camera's address, ONVIF address, login and transport. The password is never sent back
 * by the server: editing a camera that has one shows that it is stored, and an empty field keeps
 * it. The server checks every field again (rtsp(s) only, nothing ffmpeg could take as an option).
 */
export function CameraRtspFields({ form, hasPassword }: { form: FormInstance; hasPassword: boolean }) {
  const { t } = useTranslation();
  const eitherAddress = () => ({
    validator: () => (form.getFieldValue('rtspUrl')?.trim() || form.getFieldValue('onvifUrl')?.trim() ? Promise.resolve() : Promise.reject(new Error(t('cameraConfig.rtspAddressRequired')))),
  });
  return (
    <>
      <Form.Item
        name="rtspUrl"
        label={t('cameraConfig.rtspUrl')}
        extra={t('cameraConfig.rtspUrlHelp')}
        dependencies={['onvifUrl']}
        rules={[{ pattern: RTSP_RE, message: t('cameraConfig.rtspUrlFormat') }, eitherAddress]}
      >
        <Input maxLength={512} placeholder="rtsp://" data-testid="camera-rtsp-url" />
      </Form.Item>
      <Form.Item name="onvifUrl" label={t('cameraConfig.onvifUrl')} extra={t('cameraConfig.onvifUrlHelp')} rules={[{ pattern: ONVIF_RE, message: t('cameraConfig.onvifUrlFormat') }]}>
        <Input maxLength={256} placeholder="http://" data-testid="camera-onvif-url" />
      </Form.Item>
      <Form.Item name="rtspUser" label={t('cameraConfig.rtspUser')}>
        <Input maxLength={128} autoComplete="off" data-testid="camera-rtsp-user" />
      </Form.Item>
      <Form.Item name="rtspPassword" label={t('cameraConfig.rtspPassword')} rules={[maxCharsRule(t, 128)]}>
        <Input.Password autoComplete="new-password" placeholder={hasPassword ? t('cameraConfig.passwordKept') : undefined} data-testid="camera-rtsp-password" />
      </Form.Item>
      <Form.Item name="rtspTransport" label={t('cameraConfig.transport')}>
        <Segmented options={[{ value: 'tcp', label: 'TCP' }, { value: 'udp', label: 'UDP' }]} data-testid="camera-rtsp-transport" />
      </Form.Item>
    </>
  );
}
