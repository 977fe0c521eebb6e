import { Form, Input, Select } from 'antd';
import { NumberInput } from '../../../components/number-input/number-input';
import { useTranslation } from 'react-i18next';
import { saveCamera, type CameraView } from '../../../api/camera-config';
import { CAMERA_SERIAL_MAX, CAMERA_SERIAL_PATTERN } from '../../../../shared/contract/api/cameras';
import { FormModalShell } from '../../../components/crud/form-modal-shell';
import { DevicePicker } from '../../../components/device-picker/device-picker';
import { CAMERA_PROVIDERS } from './camera-providers';
import { CameraRtspFields, type RtspValues } from './camera-rtsp-fields';

interface Values extends RtspValues {
  name?: string;
  deviceSerial?: string;
  channelNo?: number;
  provider?: CameraView['provider'];
  device_id?: string;
}

const SERIAL_RE = new RegExp(CAMERA_SERIAL_PATTERN);

/**
 * Add a camera or edit one (POST /devices/updateCamera; with the camera's id when editing, so its
 * serial and channel may change too). Every camera here is bound to a device: the server
 * registers it in that device's company.
 */
export function CameraFormModal({ camera, onClose, onSaved }: { camera?: CameraView; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const provider = Form.useWatch('provider', form);

  // The rules have refused a missing device, serial, channel or name.
  const save = (values: Values) =>
    saveCamera({
      ...(camera ? { id: camera.id } : {}),
      device_id: values.device_id!,
      deviceSerial: values.deviceSerial!.trim(),
      channelNo: values.channelNo!,
      name: values.name!.trim(),
      provider: values.provider,
      ...(values.provider === 'rtsp'
        ? {
            rtspUrl: values.rtspUrl?.trim() ?? '',
            onvifUrl: values.onvifUrl?.trim() ?? '',
            rtspUser: values.rtspUser?.trim() ?? '',
            rtspTransport: values.rtspTransport,
            // Empty keeps the stored password.
            ...(values.rtspPassword ? { rtspPassword: values.rtspPassword } : {}),
          }
        : {}),
    });

  const initial: Values = camera
    ? {
        name: camera.name,
        deviceSerial: camera.deviceSerial,
        channelNo: camera.channelNo,
        provider: camera.provider,
        device_id: camera.device_id ?? undefined,
        rtspUrl: camera.rtspUrl ?? undefined,
        onvifUrl: camera.onvifUrl ?? undefined,
        rtspUser: camera.rtspUser ?? undefined,
        rtspTransport: camera.rtspTransport,
      }
    : { channelNo: 1, provider: 'sim', rtspTransport: 'tcp' };
  return (
    <FormModalShell<Values> title={t(camera ? 'cameraConfig.edit' : 'cameraConfig.add')} form={form} testId="camera-form" initialValues={initial} save={save} done={t('cameraConfig.saved')} onClose={onClose} onSaved={onSaved}>
      <Form.Item name="name" label={t('cameraConfig.name')} rules={[{ required: true, whitespace: true, message: t('cameraConfig.nameRequired') }]}>
        <Input maxLength={64} data-testid="camera-name" />
      </Form.Item>
      <Form.Item
        name="deviceSerial"
        label={t('cameraConfig.serial')}
        rules={[
          { required: true, whitespace: true, message: t('cameraConfig.serialRequired') },
          { pattern: SERIAL_RE, message: t('cameraConfig.serialFormat') },
        ]}
      >
        <Input maxLength={CAMERA_SERIAL_MAX} data-testid="camera-serial" />
      </Form.Item>
      <Form.Item name="channelNo" label={t('cameraConfig.channel')} rules={[{ required: true, type: 'integer', min: 0, max: 999, message: t('cameraConfig.channelRequired') }]}>
        <NumberInput min={0} max={999} precision={0} style={{ width: 160 }} data-testid="camera-channel" />
      </Form.Item>
      <Form.Item name="provider" label={t('cameraConfig.provider')}>
        <Select options={CAMERA_PROVIDERS.map((p) => ({ value: p, label: t(`cameraConfig.providers.${p}`) }))} data-testid="camera-provider" />
      </Form.Item>
      {provider === 'rtsp' && <CameraRtspFields form={form} hasPassword={Boolean(camera?.hasPassword)} />}
      <Form.Item name="device_id" label={t('cameraConfig.device')} rules={[{ required: true, message: t('cameraConfig.deviceRequired') }]}>
        <DevicePicker testId="camera-device" />
      </Form.Item>
    </FormModalShell>
  );
}
