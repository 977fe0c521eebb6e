import { useEffect, useMemo, useState } from 'react';
import { Alert, Transfer, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { transferCountLabels } from '../../../../components/transfer-count/transfer-count';
import { addPermission, deletePermission, routesOfUser, type AccessEntry, type UserRow } from '../../../../api/admin';
import { byMenuOrder, routeLabel } from '../../../../lib/route-label';
import { AssignModal } from './assign-modal';

interface Props {
  user: UserRow | null;
  onClose(): void;
}

interface Item {
  key: string;
  title: string;
  entry: AccessEntry;
}

/**
 * The access configuration of one user (spec section 6): a transfer list from the assignable
 * routes to the allocated ones. Saving sends the added and the removed codes; the user's next
 * request is checked against them.
 */
export function RouteAssignModal({ user, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en-US' ? 'en' : 'zh';
  const [entries, setEntries] = useState<AccessEntry[] | null>(null);
  const [initial, setInitial] = useState<string[]>([]);
  const [allocated, setAllocated] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!user) return;
    let live = true;
    setEntries(null);
    setError(null);
    routesOfUser(user.id).then(
      (routes) => {
        if (!live) return;
        setEntries([...routes.allocated, ...routes.assignable].sort(byMenuOrder));
        const codes = routes.allocated.map((e) => e.code);
        setInitial(codes);
        setAllocated(codes);
      },
      (caught: Error) => live && setError(caught.message),
    );
    return () => {
      live = false;
    };
  }, [user]);

  const byCode = useMemo(() => new Map((entries ?? []).map((e) => [e.code, e])), [entries]);
  const items: Item[] = useMemo(
    () => (entries ?? []).map((entry) => ({ key: entry.code, title: routeLabel(entry, byCode, lang), entry })),
    [entries, byCode, lang],
  );
  // A page whose group is not allocated stays out of the menu (spec section 6).
  const orphans = items.filter((i) => allocated.includes(i.key) && i.entry.group !== i.key && !allocated.includes(i.entry.group));

  const save = async () => {
    if (!user) return;
    const added = allocated.filter((c) => !initial.includes(c));
    const removed = initial.filter((c) => !allocated.includes(c));
    if (added.length > 0) await addPermission(user.id, added);
    if (removed.length > 0) await deletePermission(user.id, removed);
  };

  return (
    <AssignModal
      open={user !== null}
      title={t('users.routesTitle', { name: user?.user_name ?? '' })}
      width={820}
      loading={entries === null}
      error={error}
      saveTestId="routes-save"
      onClose={onClose}
      onSave={save}
    >
      <Typography.Paragraph type="secondary">{t('users.routesHint')}</Typography.Paragraph>
      {orphans.length > 0 && (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('users.routesGroupMissing', { pages: orphans.map((o) => o.title).join('、') })} />
      )}
      <Transfer<Item>
        selectAllLabels={transferCountLabels(t)}
        dataSource={items}
        targetKeys={allocated}
        onChange={(keys) => setAllocated(keys.map(String))}
        render={(item) => item.title}
        titles={[t('users.routesSource'), t('users.routesTarget')]}
        showSearch={{ placeholder: t('users.searchRoute') }}
        filterOption={(input, item) => item.title.toLowerCase().includes(input.trim().toLowerCase())}
        styles={{ section: { width: 360, height: 420 } }}
        data-testid="routes-transfer"
      />
    </AssignModal>
  );
}
