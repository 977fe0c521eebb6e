import { useEffect, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { Alert, App, Button, Card, Input, Popconfirm, Space, Switch, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { listContacts } from '../../../api/alarm-contacts';
import { companyOptions, userOptions } from '../../../api/device-admin';
import { deleteRule, listRules, runRule, setRuleEnabled, type Rule } from '../../../api/rules';
import { useRequest } from '../../../hooks/use-request';
import { RuleEditor } from './components/rule-editor';
import { draftFromSearch, type RuleDraft } from './rule-form-model';
import { RuleHistory } from './components/rule-history';
import { userDataCell } from '../../../lib/user-data';
import './rule-i18n';

/** Enough alarm contacts for the action pickers of one company. */
const CONTACT_PICKER_SIZE = 500;

type Dialog = { kind: 'edit'; rule?: Rule; initial?: RuleDraft } | { kind: 'history'; rule: Rule };

/** /system/rule (rule linkage, 8002): rules with enable switch, editor, firing history and a test fire. */
export default function RulePage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [query, setQuery] = useState({ page: 1, pageSize: 10, name: '' });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // A tip on /operation/strategy opens a new rule pre-filled through the address (issue 23).
  const search = useRouterState({ select: (s) => (s.location.pathname === '/system/rule' ? (s.location.search as Record<string, unknown>) : null) });
  const prefilled = draftFromSearch(search);
  const prefillKey = prefilled ? JSON.stringify(prefilled.triggers[0]) : null;
  useEffect(() => {
    if (prefilled) setDialog({ kind: 'edit', initial: prefilled });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new address (its trigger) opens the editor once.
  }, [prefillKey]);
  const [busy, setBusy] = useState<number | null>(null);
  const list = useRequest((signal) => listRules({ page: query.page, pageSize: query.pageSize, name: query.name || undefined }, { main: true, signal }));
  const contacts = useRequest(() => listContacts({ page: 1, pageSize: CONTACT_PICKER_SIZE }).then((r) => r.rows).catch(() => []));
  const users = useRequest(() => userOptions().catch(() => []));
  const companies = useRequest(() => companyOptions().catch(() => []));

  const change = (next: Partial<typeof query>) => {
    setQuery((q) => ({ ...q, ...next }));
    list.reload();
  };
  const run = async (id: number, action: () => Promise<unknown>, done: string) => {
    setBusy(id);
    try {
      await action();
      void message.success(t(done));
      list.reload();
    } catch (error) {
      void message.error((error as Error).message || t('common.operationFailed'));
    } finally {
      setBusy(null);
    }
  };
  const testFire = (rule: Rule) =>
    modal.confirm({
      title: t('rule.test'),
      content: t('rule.testConfirm', { name: rule.name }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: () => run(rule.id, () => runRule(rule.id), 'rule.testDone'),
    });

  const columns: TableColumnsType<Rule> = [
    { title: t('rule.name'), dataIndex: 'name', width: 200, onCell: userDataCell },
    { title: t('rule.description'), dataIndex: 'description', ellipsis: true, onCell: userDataCell, render: (v: string | null) => v || '-' },
    { title: t('rule.company'), dataIndex: 'tenant_name', width: 160, onCell: userDataCell, render: (v: string | null) => v ?? '-' },
    {
      title: t('rule.enabled'),
      dataIndex: 'enabled',
      width: 80,
      render: (enabled: boolean, rule) => (
        <Switch
          size="small"
          checked={enabled}
          loading={busy === rule.id}
          aria-label={`${t('rule.enabled')} ${rule.name}`}
          onChange={(on) => void run(rule.id, () => setRuleEnabled(rule.id, on), 'rule.statusSwitched')}
        />
      ),
    },
    { title: t('rule.lastFired'), dataIndex: 'last_fired_at', width: 180, render: (v: string | null) => (v ? new Date(v).toLocaleString() : <Typography.Text type="secondary">{t('rule.never')}</Typography.Text>) },
    {
      title: t('rule.actionsCol'),
      key: 'actions',
      width: 280,
      render: (_, rule) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setDialog({ kind: 'edit', rule })}>{t('rule.edit')}</Button>
          <Button type="link" size="small" onClick={() => setDialog({ kind: 'history', rule })}>{t('rule.history')}</Button>
          <Button type="link" size="small" onClick={() => testFire(rule)} data-testid={`rule-test-${rule.id}`}>{t('rule.test')}</Button>
          <Popconfirm title={t('rule.deleteConfirm', { name: rule.name })} okText={t('common.ok')} cancelText={t('common.cancel')} onConfirm={() => run(rule.id, () => deleteRule(rule.id), 'rule.deleted')}>
            <Button type="link" size="small" danger>{t('rule.delete')}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('rule.title')} data-testid="rule-page" extra={<Button type="primary" onClick={() => setDialog({ kind: 'edit' })} data-testid="rule-add">{t('rule.add')}</Button>}>
      <Input.Search allowClear placeholder={t('rule.search')} aria-label={t('rule.search')} style={{ width: 280, marginBottom: 16 }} onSearch={(name) => change({ name: name.trim(), page: 1 })} />
      {list.status === 'error' && <Alert type="error" showIcon title={t('rule.loadFailed')} description={list.error?.message} style={{ marginBottom: 16 }} />}
      <Table<Rule>
        rowKey="id"
        size="middle"
        loading={list.status === 'loading'}
        columns={columns}
        dataSource={list.data?.rows ?? []}
        pagination={{ current: query.page, pageSize: query.pageSize, total: list.data?.total ?? 0, onChange: (page, pageSize) => change({ page, pageSize }) }}
      />
      {dialog?.kind === 'edit' && (
        <RuleEditor
          rule={dialog.rule}
          initial={dialog.initial}
          contacts={contacts.data ?? []}
          users={users.data ?? []}
          companies={companies.data ?? []}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            list.reload();
          }}
        />
      )}
      {dialog?.kind === 'history' && <RuleHistory rule={dialog.rule} onClose={() => setDialog(null)} />}
    </Card>
  );
}
