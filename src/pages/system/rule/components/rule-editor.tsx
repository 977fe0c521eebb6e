import { useState } from 'react';
import { App, Button, Card, Drawer, Form, Input, Select, Space, Switch, Typography } from 'antd';
import { NumberInput } from '../../../../components/number-input/number-input';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Contact } from '../../../../api/alarm-contacts';
import type { CompanyOption, UserOption } from '../../../../api/device-admin';
import { createRule, updateRule, type Rule } from '../../../../api/rules';
import { useCrudAction } from '../../../../components/crud/use-crud-action';
import {
  addAction,
  addTrigger,
  canRemove,
  changeTriggerType,
  draftOf,
  emptyDraft,
  MAX_DELAY_S,
  removeAt,
  timerAllowed,
  toRuleInput,
  validateDraft,
  type Change,
  type DraftError,
  type RuleDraft,
} from '../rule-form-model';
import { ActionEditor } from './action-editor';
import { RemoveButton } from './remove-button';
import { TriggerEditor } from './trigger-editor';

export interface RuleEditorProps {
  rule?: Rule;
  /** A new rule's starting draft (pre-filled from the address); empty by default. */
  initial?: RuleDraft;
  contacts: Contact[];
  users: UserOption[];
  companies: CompanyOption[];
  onClose(): void;
  onSaved(): void;
}

const userLabel = (u: UserOption) => (u.real_name ? `${u.real_name} (${u.user_name})` : u.user_name);

/** The rule form: triggers, actions, delay, warning interval and users to notify, under the spec's rules. */
export function RuleEditor({ rule, initial, contacts, users, companies, onClose, onSaved }: RuleEditorProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [draft, setDraft] = useState<RuleDraft>(() => (rule ? draftOf(rule) : { ...(initial ?? emptyDraft()), tenant_id: companies.length === 1 ? companies[0].id : undefined }));
  const [errors, setErrors] = useState<DraftError[]>([]);
  const [saving, setSaving] = useState(false);
  const run = useCrudAction(onSaved);

  const patch = (next: Partial<RuleDraft>) => setDraft((d) => ({ ...d, ...next }));
  // A refused change leaves the draft as it is and says why.
  const apply = <K extends 'triggers' | 'actions'>(key: K, change: Change<RuleDraft[K]>) => {
    if (change.ok) patch({ [key]: change.value } as Partial<RuleDraft>);
    else void message.warning(t(change.message));
  };
  const forget = (prefix: string) => setErrors((list) => list.filter((e) => !e.path.startsWith(prefix)));
  const fieldErrors = (prefix: string) => new Set(errors.filter((e) => e.path.startsWith(`${prefix}.`)).map((e) => e.path.slice(prefix.length + 1)));
  const help = (path: string) => {
    const error = errors.find((e) => e.path === path);
    return error ? t(error.message, error.params) : undefined;
  };
  const itemErrors = (prefix: string) =>
    errors.filter((e) => e.path.startsWith(`${prefix}.`)).map((e) => (
      <Typography.Text key={e.path} type="danger" style={{ display: 'block' }}>
        {t(e.message, e.params)}
      </Typography.Text>
    ));

  const save = async () => {
    const found = validateDraft(draft);
    setErrors(found);
    if (found.length > 0) {
      void message.error(t(found[0].message, found[0].params));
      return;
    }
    setSaving(true);
    const input = toRuleInput(draft);
    const { tenant_id: _tenant, ...changes } = input;
    await run(() => (rule ? updateRule({ id: rule.id, ...changes }) : createRule(input)), t(rule ? 'rule.modified' : 'rule.created'));
    setSaving(false);
  };

  return (
    <Drawer
      open
      size={980}
      title={t(rule ? 'rule.edit' : 'rule.add')}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="rule-save">
            {t('rule.save')}
          </Button>
        </Space>
      }
    >
      <Form layout="vertical" data-testid="rule-form" component="div">
        <Space wrap align="start" size="large">
          <Form.Item label={t('rule.name')} required validateStatus={help('name') ? 'error' : undefined} help={help('name')}>
            <Input value={draft.name} maxLength={100} style={{ width: 280 }} aria-label={t('rule.name')} onChange={(e) => patch({ name: e.target.value })} />
          </Form.Item>
          {!rule && companies.length > 1 && (
            <Form.Item label={t('rule.company')}>
              <Select style={{ width: 220 }} aria-label={t('rule.company')} allowClear value={draft.tenant_id} onChange={(tenant_id) => patch({ tenant_id })} options={companies.map((c) => ({ value: c.id, label: c.name }))} />
            </Form.Item>
          )}
          <Form.Item label={t('rule.enabled')}>
            <Switch checked={draft.enabled} aria-label={t('rule.enabled')} onChange={(enabled) => patch({ enabled })} />
          </Form.Item>
        </Space>
        <Form.Item label={t('rule.description')}>
          <Input.TextArea value={draft.description} aria-label={t('rule.description')} maxLength={500} autoSize={{ minRows: 1, maxRows: 3 }} onChange={(e) => patch({ description: e.target.value })} />
        </Form.Item>

        <Card size="small" title={t('rule.triggers')} style={{ marginBottom: 16 }} data-testid="rule-triggers"
          extra={<Button size="small" icon={<PlusOutlined />} onClick={() => apply('triggers', addTrigger(draft.triggers))} data-testid="rule-add-trigger">{t('rule.addTrigger')}</Button>}
        >
          {draft.triggers.map((trigger, i) => (
            <div key={i} data-testid={`rule-trigger-${i}`} style={{ display: 'flex', gap: 8, alignItems: 'flex-start', marginBottom: 12 }}>
              <div style={{ flex: 1 }}>
                <TriggerEditor
                  trigger={trigger}
                  timerAllowed={timerAllowed(draft.triggers, i)}
                  errors={fieldErrors(`triggers.${i}`)}
                  onChange={(next) => patch({ triggers: draft.triggers.map((t0, j) => (j === i ? next : t0)) })}
                  onTypeChange={(type) => {
                    // A trigger of another type starts over: the errors of the fields it had go with them.
                    const change = changeTriggerType(draft.triggers, i, type);
                    if (change.ok) forget(`triggers.${i}.`);
                    apply('triggers', change);
                  }}
                />
                {itemErrors(`triggers.${i}`)}
              </div>
              <RemoveButton allowed={canRemove(draft.triggers)} onRemove={() => apply('triggers', removeAt(draft.triggers, i))} testId={`rule-remove-trigger-${i}`} />
            </div>
          ))}
        </Card>

        <Card size="small" title={t('rule.actions')} style={{ marginBottom: 16 }} data-testid="rule-actions"
          extra={<Button size="small" icon={<PlusOutlined />} onClick={() => patch({ actions: addAction(draft.actions) })} data-testid="rule-add-action">{t('rule.addAction')}</Button>}
        >
          {draft.actions.map((action, i) => (
            <div key={i} data-testid={`rule-action-${i}`} style={{ display: 'flex', gap: 8, alignItems: 'flex-start', marginBottom: 12 }}>
              <div style={{ flex: 1 }}>
                <ActionEditor
                  action={action}
                  contacts={contacts}
                  users={users}
                  errors={fieldErrors(`actions.${i}`)}
                  onChange={(next) => patch({ actions: draft.actions.map((a, j) => (j === i ? next : a)) })}
                />
                {itemErrors(`actions.${i}`)}
              </div>
              <RemoveButton allowed={canRemove(draft.actions)} onRemove={() => apply('actions', removeAt(draft.actions, i))} testId={`rule-remove-action-${i}`} />
            </div>
          ))}
        </Card>

        <Space wrap align="start" size="large">
          <Form.Item label={t('rule.delay')} validateStatus={help('delay_s') ? 'error' : undefined} help={help('delay_s')}>
            <NumberInput min={0} max={MAX_DELAY_S} precision={0} value={draft.delay_s} aria-label={t('rule.delay')} onChange={(delay_s) => patch({ delay_s })} />
          </Form.Item>
          <Form.Item label={t('rule.interval')} required validateStatus={help('warning_interval_s') ? 'error' : undefined} help={help('warning_interval_s')}>
            <NumberInput
              value={draft.warning_interval_s}
              aria-label={t('rule.interval')}
              data-testid="rule-interval"
              onChange={(warning_interval_s) => patch({ warning_interval_s })}
            />
          </Form.Item>
          <Form.Item label={t('rule.notifyUsers')}>
            <Select
              mode="multiple"
              style={{ minWidth: 280 }}
              value={draft.notify_users}
              optionFilterProp="label"
              aria-label={t('rule.notifyUsers')}
              onChange={(notify_users) => patch({ notify_users })}
              options={users.map((u) => ({ value: u.id, label: userLabel(u) }))}
            />
          </Form.Item>
        </Space>
      </Form>
    </Drawer>
  );
}
