import { Alert, Button, Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The new device's MQTT secret, shown this once: the server keeps only its hash, so the modal
 * closes only through the explicit "I have saved it" button.
 */
export function DeviceSecretModal({ deviceId, secret, onClose }: { deviceId: string; secret: string; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={t('devices.secretTitle')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onClose} data-testid="device-secret-done">
          {t('devices.secretDone')}
        </Button>
      }
    >
      <Alert type="warning" showIcon title={t('devices.secretWarning')} style={{ marginBottom: 16 }} />
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('devices.secretUser')}>
          <Typography.Text copyable>{deviceId}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('devices.secretPassword')}>
          <Typography.Text copyable code data-testid="device-secret">
            {secret}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('devices.secretTopic')}>
          <Typography.Text copyable>{`devices/${deviceId}/telemetry`}</Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}
