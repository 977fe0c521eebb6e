import { Input, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Contact } from '../../../../api/alarm-contacts';
import type { UserOption } from '../../../../api/device-admin';
import { DevicePicker } from '../../../../components/device-picker/device-picker';
import { CommandCodeSelect } from '../../../../components/command-code-select/command-code-select';
import { ACTION_TYPES, NOTIFY_ACTIONS, PAID_ACTIONS, USER_ONLY_ACTIONS, type ActionDraft } from '../rule-form-model';

export interface ActionEditorProps {
  action: ActionDraft;
  contacts: Contact[];
  users: UserOption[];
  errors: Set<string>;
  onChange(action: ActionDraft): void;
}

const userLabel = (u: UserOption) => (u.real_name ? `${u.real_name} (${u.user_name})` : u.user_name);

/** One action: rule output, device output (command and reply), phone, SMS, public-account message, e-mail, mini-program notice, AI recognition. */
export function ActionEditor({ action, contacts, users, errors, onChange }: ActionEditorProps) {
  const { t } = useTranslation();
  const status = (field: string) => (errors.has(field) ? ('error' as const) : undefined);
  const set = (patch: Partial<ActionDraft>) => onChange({ ...action, ...patch });
  const notify = !!action.type && NOTIFY_ACTIONS.includes(action.type);
  const usersOnly = !!action.type && USER_ONLY_ACTIONS.includes(action.type);
  return (
    <Space wrap align="start">
      <Select
        style={{ width: 160 }}
        value={action.type}
        status={status('type')}
        aria-label={t('rule.actionType')}
        onChange={(type) => onChange({ type, message: action.message })}
        options={ACTION_TYPES.map((type) => ({ value: type, label: t(`rule.actionTypes.${type}`) }))}
      />
      {(action.type === 'device_output' || action.type === 'ai') && (
        <DevicePicker value={action.device_id} status={status('device_id')} onChange={(device_id) => set({ device_id })} style={{ width: 220 }} />
      )}
      {action.type === 'device_output' && (
        <>
          <CommandCodeSelect deviceId={action.device_id} command={action.command} style={{ width: 200 }} testId="rule-command-code" onPick={(code) => set({ command: code.code, reply_command: code.reply_code ?? '' })} />
          <Input value={action.command} status={status('command')} maxLength={200} placeholder={t('rule.command')} aria-label={t('rule.command')} style={{ width: 170 }} onChange={(e) => set({ command: e.target.value })} />
          <Input value={action.reply_command} maxLength={200} placeholder={t('rule.replyCommand')} aria-label={t('rule.replyCommand')} style={{ width: 150 }} onChange={(e) => set({ reply_command: e.target.value })} />
        </>
      )}
      {notify && (
        <>
          {!usersOnly && (
            <Select
              mode="multiple"
              style={{ minWidth: 200 }}
              value={action.contacts ?? []}
              status={status('contacts')}
              placeholder={t('rule.contacts')}
              aria-label={t('rule.contacts')}
              optionFilterProp="label"
              onChange={(ids) => set({ contacts: ids })}
              options={contacts.map((c) => ({ value: c.id, label: `${c.name} ${action.type === 'email' ? c.email ?? '' : c.phone}`.trim() }))}
            />
          )}
          <Select
            mode="multiple"
            style={{ minWidth: 180 }}
            value={action.users ?? []}
            status={usersOnly ? status('contacts') : undefined}
            placeholder={t('rule.users')}
            aria-label={t('rule.users')}
            optionFilterProp="label"
            onChange={(ids) => set({ users: ids })}
            options={users.map((u) => ({ value: u.id, label: userLabel(u) }))}
          />
        </>
      )}
      {action.type && PAID_ACTIONS.includes(action.type) && <Typography.Text type="secondary">{t('rule.paidHint')}</Typography.Text>}
      {usersOnly && <Typography.Text type="secondary">{t('rule.wxminiHint')}</Typography.Text>}
      {action.type && action.type !== 'device_output' && action.type !== 'ai' && (
        <Input value={action.message} maxLength={500} placeholder={t('rule.message')} aria-label={t('rule.message')} style={{ width: 220 }} onChange={(e) => set({ message: e.target.value })} />
      )}
    </Space>
  );
}
