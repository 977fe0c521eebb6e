import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStream } from '../../../../hooks/use-stream';
import { chatUnread$ } from '../../../../../streams';
import { CustomerChat } from './customer-chat';
import { StaffChat } from './staff-chat';
import './chat-i18n';

/**
 * The conversation tab: the server says which side the caller is on (GET /service/chat/unread);
 * those who serve companies get the conversation list, a company user its own conversation.
 */
export function ChatTab() {
  const { t } = useTranslation();
  const state = useStream(chatUnread$());
  if (state.status === 'error') return <Alert type="error" showIcon title={t('serviceChat.loadFailed')} description={(state.error as Error)?.message} />;
  if (!state.data) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (state.data.staff) return <StaffChat userId={state.data.user_id} />;
  return <CustomerChat />;
}
