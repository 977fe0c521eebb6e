import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Skeleton, Transfer } from 'antd';
import { useTranslation } from 'react-i18next';
import { transferCountLabels } from '../../../../components/transfer-count/transfer-count';
import { bulkPermission, holdersOf, type CompanyOption, type UserOption } from '../../../../api/admin';

interface Props {
  code: string;
  users: UserOption[];
  companies: CompanyOption[];
  /** The caller: never changeable; a non-admin manages ordinary customers only. */
  me: { userId: number; isAdmin: boolean };
}

interface Item {
  key: string;
  title: string;
  disabled: boolean;
}

/** Who holds one code, as a transfer list; saving grants and revokes in one server call. */
export function CodeHolders({ code, users, companies, me }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [initial, setInitial] = useState<string[] | null>(null);
  const [holders, setHolders] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    setInitial(null);
    setError(null);
    holdersOf(code).then(
      (rows) => {
        if (!live) return;
        const keys = rows.map((r) => String(r.id));
        setInitial(keys);
        setHolders(keys);
      },
      (caught: Error) => live && setError(caught.message),
    );
    return () => {
      live = false;
    };
  }, [code, round]);

  const items: Item[] = useMemo(() => {
    const companyName = new Map(companies.map((c) => [c.id, c.name]));
    return users.map((u) => ({
      key: String(u.id),
      title: [u.user_name, u.real_name, u.tenant_id ? companyName.get(u.tenant_id) : null].filter(Boolean).join(' · '),
      disabled: u.id === me.userId || (!me.isAdmin && u.user_type !== 'customer'),
    }));
  }, [users, companies, me]);

  const grant = holders.filter((k) => !initial?.includes(k)).map(Number);
  const revoke = (initial ?? []).filter((k) => !holders.includes(k)).map(Number);

  const save = async () => {
    setSaving(true);
    try {
      const result = await bulkPermission(code, grant, revoke);
      void message.success(t('userAuth.saved', result));
      setRound((r) => r + 1);
    } catch (caught) {
      void message.error((caught as Error).message || t('admin.operationFailed'));
    } finally {
      setSaving(false);
    }
  };

  if (error) return <Alert type="error" showIcon title={error} action={<Button size="small" onClick={() => setRound((r) => r + 1)}>{t('common.retry')}</Button>} />;
  if (initial === null) return <Skeleton active />;
  return (
    <>
      <Transfer<Item>
        selectAllLabels={transferCountLabels(t)}
        dataSource={items}
        targetKeys={holders}
        onChange={(keys) => setHolders(keys.map(String))}
        render={(item) => item.title}
        titles={[t('userAuth.without'), t('userAuth.holders')]}
        showSearch={{ placeholder: t('userAuth.search') }}
        filterOption={(input, item) => item.title.toLowerCase().includes(input.trim().toLowerCase())}
        styles={{ section: { width: 360, height: 420 } }}
        data-testid="holders-transfer"
      />
      <Button type="primary" style={{ marginTop: 16 }} loading={saving} disabled={grant.length + revoke.length === 0} onClick={save} data-testid="holders-save">
        {t('common.save')}
      </Button>
    </>
  );
}
