import { useState } from 'react';
import { App, Button, Input, Space, Tooltip, Upload } from 'antd';
import { PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CHAT_ATTACHMENT_TYPES, CHAT_LIMITS, sendChatAttachment, sendChatMessage } from '../../../../api/service-chat';

const MB = 1024 * 1024;

/** Writes to the conversation: a text (Enter with Ctrl or Cmd sends) or an image or PDF. The sent message arrives through the stream. */
export function ChatComposer({ conversationId, onSent }: { conversationId: number; onSent: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const mb = CHAT_LIMITS.attachmentBytes / MB;

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
      onSent();
      return true;
    } catch (error) {
      void message.error((error as Error).message || t('common.operationFailed'));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const send = async () => {
    const body = text.trim();
    if (!body || busy) return;
    if (await run(() => sendChatMessage(conversationId, body))) setText('');
  };
  const attach = (file: File) => {
    if (file.size > CHAT_LIMITS.attachmentBytes) void message.error(t('serviceChat.tooLarge', { mb }));
    else void run(() => sendChatAttachment(conversationId, file, file.name));
    return false;
  };

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Tooltip title={t('serviceChat.attachHint', { mb })}>
        <Upload accept={CHAT_ATTACHMENT_TYPES.join(',')} showUploadList={false} beforeUpload={attach} disabled={busy}>
          <Button icon={<PaperClipOutlined />} aria-label={t('serviceChat.attach')} disabled={busy} data-testid="chat-attach" />
        </Upload>
      </Tooltip>
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void send();
        }}
        placeholder={t('serviceChat.placeholder')}
        aria-label={t('serviceChat.placeholder')}
        maxLength={CHAT_LIMITS.body}
        autoSize={{ minRows: 1, maxRows: 4 }}
        data-testid="chat-input"
      />
      <Button type="primary" icon={<SendOutlined />} onClick={() => void send()} loading={busy} disabled={!text.trim()} data-testid="chat-send">
        {t('serviceChat.send')}
      </Button>
    </Space.Compact>
  );
}
