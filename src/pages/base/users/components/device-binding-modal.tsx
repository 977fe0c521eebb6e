import { useEffect, useState } from 'react';
import { Transfer, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { transferCountLabels } from '../../../../components/transfer-count/transfer-count';
import { AssignModal } from './assign-modal';
import { assignableDevices, boundDevices, updateUserDevices, type DeviceRow, type UserRow } from '../../../../api/admin';

interface Props {
  user: UserRow | null;
  onClose(): void;
}

interface Item {
  key: string;
  title: string;
  company: string;
}

const itemOf = (d: DeviceRow): Item => ({ key: d.device_id, title: `${d.device_id} ${d.device_name}`, company: d.company_name });

/**
 * The devices bound to a user, as a transfer list from the devices the server says the caller may
 * bind to this user (an ordinary customer only gets devices of its own company). Devices bound
 * already but no longer offered (the user moved company, say) stay listed, so every binding shows.
 */
export function DeviceBindingModal({ user, onClose }: Props) {
  const { t } = useTranslation();
  const [items, setItems] = useState<Item[] | null>(null);
  const [bound, setBound] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!user) return;
    let live = true;
    setItems(null);
    setError(null);
    Promise.all([assignableDevices(user.id), boundDevices(user.id)]).then(
      ([offered, mine]) => {
        if (!live) return;
        const keys = new Set(offered.map((d) => d.device_id));
        setItems([...offered, ...mine.filter((d) => !keys.has(d.device_id))].map(itemOf));
        setBound(mine.map((d) => d.device_id));
      },
      (caught: Error) => live && setError(caught.message),
    );
    return () => {
      live = false;
    };
  }, [user]);

  const save = async () => {
    if (user) await updateUserDevices(user.id, bound);
  };

  return (
    <AssignModal
      open={user !== null}
      title={t('users.devicesTitle', { name: user?.user_name ?? '' })}
      width={760}
      loading={items === null}
      error={error}
      saveTestId="devices-save"
      onClose={onClose}
      onSave={save}
    >
      <Typography.Paragraph type="secondary">{t('users.devicesHint')}</Typography.Paragraph>
      <Transfer<Item>
        selectAllLabels={transferCountLabels(t)}
        dataSource={items ?? []}
        targetKeys={bound}
        onChange={(keys) => setBound(keys.map(String))}
        render={(item) => item.title}
        titles={[t('users.devicesSource'), t('users.devicesTarget')]}
        showSearch={{ placeholder: t('users.searchDevice') }}
        filterOption={(input, item) => `${item.title} ${item.company}`.toLowerCase().includes(input.trim().toLowerCase())}
        styles={{ section: { width: 320, height: 400 } }}
        data-testid="devices-transfer"
      />
    </AssignModal>
  );
}
