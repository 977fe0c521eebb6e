import { useState } from 'react';
import { Alert, App, Modal, Select, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { devicesOfUser, updateUserDevices, usersOfDevice, type DeviceRow, type UserOption } from '../../../../api/device-admin';
import { useRequest } from '../../../../hooks/use-request';
import { bindingChanges, withDevice } from '../device-rules';

/**
 * Binds a device to users. The API binds per user (updateUserDevices replaces one user's list),
 * so each changed user's list is read, changed by this one device, and written back.
 */
export function DeviceUsersModal({ device, users, onClose }: { device: DeviceRow; users: UserOption[]; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const bound = useRequest(() => usersOfDevice(device.device_id));
  const [picked, setPicked] = useState<number[] | null>(null);
  const [saving, setSaving] = useState(false);
  const before = bound.data?.map((u) => u.userId) ?? [];
  const selected = picked ?? before;
  const candidates = users.filter((u) => u.user_type !== 'admin' && (u.tenant_id === device.tenant_id || u.user_type === 'agent'));

  const save = async () => {
    const { bind, unbind } = bindingChanges(before, selected);
    setSaving(true);
    try {
      for (const [userId, add] of [...bind.map((id) => [id, true] as const), ...unbind.map((id) => [id, false] as const)]) {
        const current = await devicesOfUser(userId);
        await updateUserDevices(userId, withDevice(current.rows.map((d) => d.device_id), device.device_id, add));
      }
      void message.success(t('devices.bindSaved'));
      onClose();
    } catch (error) {
      void message.error((error as Error).message || t('common.operationFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('devices.bindTitle', { id: device.device_id })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: bound.status !== 'ready' }}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">{t('devices.bindHint')}</Typography.Paragraph>
      {bound.status === 'loading' && <Skeleton active paragraph={{ rows: 1 }} />}
      {bound.status === 'error' && <Alert type="error" title={bound.error?.message} />}
      {bound.status === 'ready' && (
        <Select
          mode="multiple"
          style={{ width: '100%' }}
          data-testid="device-users-select"
          aria-label={t('devices.bindTitle', { id: device.device_id })}
          value={selected}
          onChange={setPicked}
          optionFilterProp="label"
          options={candidates.map((u) => ({ value: u.id, label: u.real_name ? `${u.real_name} (${u.user_name})` : u.user_name }))}
        />
      )}
    </Modal>
  );
}
