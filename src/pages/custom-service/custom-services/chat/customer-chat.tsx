import { Alert, Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { openMyConversation } from '../../../../api/service-chat';
import { useRequest } from '../../../../hooks/use-request';
import { ChatThread } from './chat-thread';

/** The customer's side: its own conversation with service, started on first visit. */
export function CustomerChat() {
  const { t } = useTranslation();
  const opened = useRequest(openMyConversation);
  if (opened.status === 'error') {
    return <Alert type="error" showIcon title={t('serviceChat.loadFailed')} description={opened.error?.message} action={<Button size="small" onClick={opened.reload}>{t('common.retry')}</Button>} />;
  }
  if (!opened.data) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  return <ChatThread conversationId={opened.data.id} side="customer" />;
}
