import { useState } from 'react';
import { App, Button, Empty, Form, Input, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { addSuggestion, listSuggestions, SERVICE_LIMITS } from '../../../api/service';
import { SUGGESTION_COLORS } from './colors';
import { useRequest } from '../../../hooks/use-request';
import { LoadErrorAlert } from '../../../components/load-error-alert';

/** The customer's suggestions: a form to send one and the list with status and reply. */
export function MySuggestions() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ content: string }>();
  const [busy, setBusy] = useState(false);
  const list = useRequest(() => listSuggestions({ page: 1, pageSize: 50 }));
  const submit = async ({ content }: { content: string }) => {
    setBusy(true);
    try {
      await addSuggestion(content.trim());
      void message.success(t('customService.suggestionSent'));
      form.resetFields();
      list.reload();
    } catch (error) {
      void message.error((error as Error).message || t('common.operationFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 640 }}>
        <Form.Item name="content" label={t('customService.suggestion')} rules={[{ required: true, whitespace: true, message: t('customService.suggestionRequired') }]}>
          <Input.TextArea rows={3} maxLength={SERVICE_LIMITS.suggestion} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>{t('customService.sendSuggestion')}</Button>
      </Form>
      {list.status === 'error' && <LoadErrorAlert message={list.error?.message} onRetry={list.reload} />}
      <List
        loading={list.status === 'loading'}
        dataSource={list.data?.rows ?? []}
        locale={{ emptyText: <Empty description={t('customService.noSuggestions')} /> }}
        renderItem={(s) => (
          <List.Item key={s.id}>
            <List.Item.Meta
              title={
                <Space>
                  <Typography.Text type="secondary">{s.suggest_no}</Typography.Text>
                  <Tag color={SUGGESTION_COLORS[s.status]}>{t(`customService.${s.status}`)}</Tag>
                </Space>
              }
              description={
                <div data-user-data>
                  <div>{s.content}</div>
                  {s.reply && <div>{t('customService.reply')}: {s.reply}</div>}
                </div>
              }
            />
          </List.Item>
        )}
      />
    </Space>
  );
}
