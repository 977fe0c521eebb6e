import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Card, Empty, Form, Input, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { commandReply } from '../../../../streams';
import { listCommands, sendCommand, type CommandRow } from '../../../api/device-commands';
import { DevicePicker } from '../../../components/device-picker/device-picker';
import { CommandCodeSelect } from '../../../components/command-code-select/command-code-select';
import { useRequest } from '../../../hooks/use-request';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { COMMAND_MAX, parseParams, REPLY_POLL_MS, REPLY_TIMEOUT_MS, showJson } from './command-rules';
import { userDataCell } from '../../../lib/user-data';
import './param-cmd-setting-i18n';
import { formatTime } from '../../../lib/format-time';

interface CommandForm {
  device_id: string;
  command: string;
  params?: string;
  reply_command?: string;
}

type Outcome = { state: 'waiting'; id: number } | { state: 'replied'; row: CommandRow } | { state: 'timeout'; id: number };

const HISTORY_PAGE_SIZE = 10;

/** /system/param-cmd-setting (8012): sends a command to a device and shows its reply, or says none came in time. */
export default function ParamCmdSettingPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<CommandForm>();
  const deviceId = Form.useWatch('device_id', form);
  const command = Form.useWatch('command', form);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [sending, setSending] = useState(false);
  const waiting = useRef<AbortController | null>(null);
  const history = useRequest(() => (deviceId ? listCommands({ device_id: deviceId, page: 1, pageSize: HISTORY_PAGE_SIZE }) : Promise.resolve({ rows: [], total: 0 })));

  // Leaving the page (or a hidden tab) stops the wait for a reply.
  useEffect(() => () => waiting.current?.abort(), []);

  const send = async (values: CommandForm) => {
    const params = parseParams(values.params);
    if (!params.ok) return;
    waiting.current?.abort();
    const controller = new AbortController();
    waiting.current = controller;
    setSending(true);
    try {
      const sent = await sendCommand({
        device_id: values.device_id,
        command: values.command.trim(),
        ...(params.value ? { params: params.value } : {}),
        ...(values.reply_command?.trim() ? { reply_command: values.reply_command.trim() } : {}),
      });
      void message.success(t('cmd.sent'));
      setOutcome({ state: 'waiting', id: sent.id });
      history.reload();
      const row = await commandReply(values.device_id, sent.id, { giveUpAfterMs: REPLY_TIMEOUT_MS, every: REPLY_POLL_MS, signal: controller.signal });
      setOutcome(row ? { state: 'replied', row } : { state: 'timeout', id: sent.id });
      history.reload();
    } catch (error) {
      if (!controller.signal.aborted) void message.error((error as Error).message || t('common.operationFailed'));
    } finally {
      if (waiting.current === controller) setSending(false);
    }
  };

  const columns: TableColumnsType<CommandRow> = [
    { title: t('cmd.sentAt'), dataIndex: 'sent_at', width: 170, render: (v: string) => formatTime(v) },
    { title: t('cmd.source'), dataIndex: 'source', width: 80, render: (v: string) => <Tag>{t(`cmd.sources.${v}`, v)}</Tag> },
    { title: t('cmd.payload'), dataIndex: 'payload', ellipsis: true, render: (v: unknown) => <Typography.Text code>{showJson(v)}</Typography.Text> },
    { title: t('cmd.reply'), dataIndex: 'reply', ellipsis: true, render: (v: unknown, row) => (row.answered ? <Typography.Text code>{showJson(v)}</Typography.Text> : <Typography.Text type="secondary">{t('cmd.noReply')}</Typography.Text>) },
    { title: t('cmd.repliedAt'), dataIndex: 'replied_at', width: 170, render: (v: string | null) => formatTime(v) },
    { title: t('cmd.user'), dataIndex: 'user_name', width: 100, onCell: userDataCell, render: (v: string | null) => v ?? '-' },
  ];

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="param-cmd-setting-page">
      <Card title={t('cmd.title')}>
        <Form form={form} layout="vertical" onFinish={(v) => void send(v)} data-testid="command-form" style={{ maxWidth: 640 }}>
          <Form.Item name="device_id" label={t('cmd.device')} rules={[{ required: true, message: t('cmd.deviceRequired') }]}>
            <DevicePicker
              onChange={() => {
                setOutcome(null);
                history.reload();
              }}
            />
          </Form.Item>
          <Form.Item label={t('cmd.knownCommand')}>
            <CommandCodeSelect
              deviceId={deviceId}
              command={command}
              testId="command-code-select"
              onPick={(code) => form.setFieldsValue({ command: code.code, params: code.params ? JSON.stringify(code.params) : '', reply_command: code.reply_code ?? '' })}
            />
          </Form.Item>
          <Form.Item name="command" label={t('cmd.command')} rules={[{ required: true, whitespace: true, message: t('cmd.commandRequired') }]}>
            <Input maxLength={COMMAND_MAX} />
          </Form.Item>
          <Form.Item
            name="params"
            label={t('cmd.params')}
            rules={[
              {
                validator: async (_, text?: string) => {
                  const parsed = parseParams(text);
                  if (!parsed.ok) throw new Error(t(parsed.message));
                },
              },
            ]}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} style={{ fontFamily: 'monospace' }} />
          </Form.Item>
          <Form.Item name="reply_command" label={t('cmd.expectedReply')}>
            <Input maxLength={COMMAND_MAX} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={sending} data-testid="command-send">
            {t('cmd.send')}
          </Button>
        </Form>
        <div data-testid="command-outcome" style={{ marginTop: 16 }}>
          {outcome?.state === 'waiting' && <Alert type="info" showIcon title={t('cmd.waiting', { id: outcome.id })} />}
          {outcome?.state === 'replied' && (
            <Alert
              type="success"
              showIcon
              title={t('cmd.replied', { time: outcome.row.replied_at ? formatTime(outcome.row.replied_at) : '' })}
              description={<Typography.Text code data-testid="command-reply">{showJson(outcome.row.reply)}</Typography.Text>}
            />
          )}
          {outcome?.state === 'timeout' && <Alert type="warning" showIcon title={t('cmd.timeout', { seconds: REPLY_TIMEOUT_MS / 1000 })} />}
        </div>
      </Card>
      <Card title={t('cmd.history')}>
        {!deviceId ? (
          <Empty description={t('cmd.pickDevice')} />
        ) : (
          <>
            {history.status === 'error' && <LoadErrorAlert message={history.error?.message} onRetry={history.reload} />}
            <Table<CommandRow> rowKey="id" size="small" loading={history.status === 'loading'} columns={columns} dataSource={history.data?.rows ?? []} pagination={false} />
          </>
        )}
      </Card>
    </Space>
  );
}
