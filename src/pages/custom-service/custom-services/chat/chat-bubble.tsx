import { Typography } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../../../api/service-chat';
import { USER_DATA } from '../../../../lib/user-data';
import { formatTime } from '../../../../lib/format-time';

const KB = 1024;

/** One message: mine on the right, theirs on the left; an image shown, a PDF as a link; "read" under mine once seen. */
export function ChatBubble({ message, mine, read }: { message: ChatMessage; mine: boolean; read: boolean }) {
  const { t } = useTranslation();
  const { attachment } = message;
  return (
    <div className={`chat-row ${mine ? 'chat-row--mine' : ''}`} data-testid="chat-message" data-mine={mine}>
      <div className="chat-meta">
        <span {...USER_DATA}>{message.sender_name ?? ''}</span> · {formatTime(message.created_at)}
      </div>
      <div className="chat-bubble">
        {message.body && <div className="chat-text" {...USER_DATA}>{message.body}</div>}
        {attachment && attachment.mime.startsWith('image/') && (
          <a href={attachment.url} target="_blank" rel="noreferrer">
            <img src={attachment.url} alt={attachment.name} className="chat-image" data-testid="chat-image" {...USER_DATA} />
          </a>
        )}
        {attachment && attachment.mime === 'application/pdf' && (
          <a href={attachment.url} data-testid="chat-pdf">
            <FilePdfOutlined /> <span {...USER_DATA}>{attachment.name}</span> ({Math.max(1, Math.round(attachment.size / KB))} KB)
          </a>
        )}
      </div>
      {mine && read && <Typography.Text type="secondary" className="chat-read" data-testid="chat-read">{t('serviceChat.read')}</Typography.Text>}
    </div>
  );
}
