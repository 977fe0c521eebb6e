import { useCallback, useEffect, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { App, Button, Card, Input, Switch, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { listContacts } from '../../../api/alarm-contacts';
import { companyOptions, userOptions } from '../../../api/device-admin';
import { deleteRule, listRules, runRule, setRuleEnabled, type Rule } from '../../../api/rules';
import { useRequest } from '../../../hooks/use-request';
import { listActionColumn } from '../../../components/crud/list-action-column';
import { useCrudAction } from '../../../components/crud/use-crud-action';
import { useCrudList, type CrudQuery } from '../../../components/crud/use-crud-list';
import { useCrudWords } from '../../../components/crud/crud-words';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { RuleEditor } from './components/rule-editor';
import { draftFromSearch, type RuleDraft } from './rule-form-model';
import { RuleHistory } from './components/rule-history';
import { userDataCell } from '../../../lib/user-data';
import './rule-i18n';
import { formatTime } from '../../../lib/format-time';

/** Enough alarm contacts for the action pickers of one company. */
const CONTACT_PICKER_SIZE = 500;

type Dialog = { kind: 'edit'; rule?: Rule; initial?: RuleDraft } | { kind: 'history'; rule: Rule };

/**
 * /system/rule (rule linkage, 8002): rules with enable switch, editor, firing history and a test fire.
 * Not a CrudPage: the editor is a drawer of triggers and actions (lists of their own, each with its
 * checks), opened also from the address, and a row has its history and a test fire beside edit and
 * delete; it composes the kit's list, action column and write parts.
 */
export default function RulePage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const word = useCrudWords('rule');
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
  const load = useCallback(({ filter, page, pageSize }: CrudQuery, signal: AbortSignal) => listRules({ ...filter, page, pageSize }, { main: true, signal }), []);
  const list = useCrudList<Rule, Awaited<ReturnType<typeof load>>>(load, 10);
  const write = useCrudAction(list.reload);
  const contacts = useRequest(() => listContacts({ page: 1, pageSize: CONTACT_PICKER_SIZE }).then((r) => r.rows).catch(() => []));
  const users = useRequest(() => userOptions().catch(() => []));
  const companies = useRequest(() => companyOptions().catch(() => []));

  const run = async (id: number, action: () => Promise<unknown>, done: string) => {
    setBusy(id);
    await write(action, t(done));
    setBusy(null);
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
    { title: t('rule.lastFired'), dataIndex: 'last_fired_at', width: 180, render: (v: string | null) => (v ? formatTime(v) : <Typography.Text type="secondary">{t('rule.never')}</Typography.Text>) },
    {
      ...listActionColumn<Rule>({
        word,
        ids: 'rule',
        width: 280,
        nameOf: (rule) => rule.name,
        onEdit: (rule) => setDialog({ kind: 'edit', rule }),
        more: (rule) => (
          <>
            <Button type="link" size="small" onClick={() => setDialog({ kind: 'history', rule })}>{t('rule.history')}</Button>
            <Button type="link" size="small" onClick={() => testFire(rule)} data-testid={`rule-test-${rule.id}`}>{t('rule.test')}</Button>
          </>
        ),
        onDelete: (rule) => void run(rule.id, () => deleteRule(rule.id), 'rule.deleted'),
      }),
      // The rule's "actions" are what it does; the column's title is the list's word.
      title: t('rule.actionsCol'),
    },
  ];

  return (
    <Card title={t('rule.title')} data-testid="rule-page" extra={<Button type="primary" onClick={() => setDialog({ kind: 'edit' })} data-testid="rule-add">{t('rule.add')}</Button>}>
      <Input.Search allowClear placeholder={t('rule.search')} aria-label={t('rule.search')} style={{ width: 280, marginBottom: 16 }} onSearch={(name) => list.setFilter(name.trim() ? { name: name.trim() } : {})} />
      {list.status === 'error' && <LoadErrorAlert message={list.error?.message} onRetry={list.reload} />}
      <Table<Rule>
        rowKey="id"
        size="middle"
        loading={list.status === 'loading'}
        columns={columns}
        dataSource={list.rows}
        pagination={list.pagination}
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
