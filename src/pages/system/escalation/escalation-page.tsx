import { Button, Card, Space, Table, Tag } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { RowConfirm } from '../../../components/crud/row-confirm';
import { useCrudAction } from '../../../components/crud/use-crud-action';
import { useRequest } from '../../../hooks/use-request';
import { deletePolicy, getRoster, listPolicies, type EscalationPolicy } from '../../../api/escalation';
import { listContacts } from '../../../api/alarm-contacts';
import { userOptions } from '../../../api/admin';
import { listSites } from '../../../api/sites';
import { listRules } from '../../../api/rules';
import { PolicyForm } from './components/policy-form';
import { RosterCard } from './components/roster-card';
import { USER_DATA } from '../../../lib/user-data';
import './escalation-i18n';

const hour = (minute: number | null) => (minute === null ? '' : `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`);

/**
 * /system/escalation (the alarm contacts' 8002): the company's escalation ladders (who is told
 * through which channel, how long before the next step, quiet hours) and its duty roster.
 */
export default function EscalationPage() {
  const { t, i18n } = useTranslation();
  const page = useRequest(async (signal) => {
    const [policies, roster, contacts, users, sites, rules] = await Promise.all([
      listPolicies({ signal }),
      getRoster({ signal }),
      listContacts({ page: 1, pageSize: 100 }, { signal }),
      userOptions(),
      // What a ladder may be bound to; a user without the site map's or the rules' codes binds to the default only.
      listSites(signal).then((list) => list.rows, () => []),
      listRules({ page: 1, pageSize: 100 }, { signal }).then((list) => list.rows, () => []),
    ]);
    return {
      policies,
      roster,
      contacts: contacts.rows.map((c) => ({ value: c.id, label: `${c.name} ${c.phone}` })),
      users: users.map((u) => ({ value: u.id, label: u.real_name ? `${u.real_name} (${u.user_name})` : u.user_name })),
      sites,
      rules: rules.map((rule) => ({ value: rule.id, label: rule.name })),
    };
  });
  const [editing, setEditing] = useState<EscalationPolicy | null | undefined>(undefined);
  const reload = page.reload;
  const act = useCrudAction(reload);
  const close = useCallback(() => setEditing(undefined), []);
  const data = page.data;
  // A site's name in the reader's language, when it has one in English.
  const sites = data?.sites.map((site) => ({ value: site.id, label: (i18n.language === 'en-US' && site.name_en) || site.name }));

  const nameOf = (options: { value: number; label: string }[] | undefined, id: number) => options?.find((o) => o.value === id)?.label;
  /** A rule's or site's name (user data, in its own language) when the caller may list it, else its number. */
  const bindingLabel = (p: EscalationPolicy) => {
    const [prefix, options, id, numbered] = p.rule_id !== null
      ? [t('escalation.rulePrefix'), data?.rules, p.rule_id, 'escalation.rule'] as const
      : p.site_id !== null ? [t('escalation.sitePrefix'), sites, p.site_id, 'escalation.site'] as const : [null, undefined, null, null] as const;
    if (id === null) return t('escalation.companyDefault');
    const name = nameOf(options, id);
    return name ? <>{prefix}<span {...USER_DATA}>{name}</span></> : t(numbered, { id });
  };

  const columns = [
    { title: t('escalation.name'), dataIndex: 'name', key: 'name' },
    { title: t('escalation.scope'), key: 'scope', render: (_: unknown, p: EscalationPolicy) => bindingLabel(p) },
    {
      title: t('escalation.steps'),
      key: 'steps',
      render: (_: unknown, p: EscalationPolicy) => (
        <Space wrap size={4}>
          {p.steps.map((s, i) => (
            <Tag key={i}>{`${i + 1}. ${t(`escalation.channels.${s.channel}`)} · ${Math.round(s.wait_s / 60)}′`}</Tag>
          ))}
        </Space>
      ),
    },
    { title: t('escalation.quiet'), key: 'quiet', render: (_: unknown, p: EscalationPolicy) => (p.quiet_start === null ? t('escalation.quietNone') : `${hour(p.quiet_start)} – ${hour(p.quiet_end)}`) },
    {
      title: t('escalation.actions'),
      key: 'actions',
      render: (_: unknown, p: EscalationPolicy) => (
        <Space>
          <Button type="link" onClick={() => setEditing(p)}>{t('escalation.edit')}</Button>
          <RowConfirm title={t('escalation.deleteConfirm', { name: p.name })} danger onConfirm={() => void act(() => deletePolicy(p.id), t('escalation.deleted'))}>
            <Button type="link" danger>{t('escalation.delete')}</Button>
          </RowConfirm>
        </Space>
      ),
    },
  ];

  if (page.status === 'error' && !data) return <LoadErrorAlert message={page.error?.message} onRetry={reload} />;
  return (
    <>
      <Card title={t('escalation.policies')} extra={<Button type="primary" onClick={() => setEditing(null)}>{t('escalation.add')}</Button>}>
        <Table<EscalationPolicy> rowKey="id" loading={page.status === 'loading'} dataSource={data?.policies ?? []} columns={columns} pagination={false} locale={{ emptyText: t('escalation.empty') }} />
      </Card>
      {data && <RosterCard shifts={data.roster.shifts} users={data.users} onSaved={reload} />}
      {editing !== undefined && data && <PolicyForm policy={editing} sites={sites ?? []} rules={data.rules} contacts={data.contacts} users={data.users} onClose={close} onSaved={() => { close(); reload(); }} />}
    </>
  );
}
