import { useEffect, useLayoutEffect, useRef } from 'react';
import { Alert, Button, Empty, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChatBubble } from './chat-bubble';
import { ChatComposer } from './chat-composer';
import { useChatThread } from './use-chat-thread';
import './chat.css';

/** Scrolled this close to the top, the view loads the page before. */
const LOAD_OLDER_AT_PX = 40;

/**
 * A conversation from one side: history oldest first (older pages on scrolling up, or the button),
 * kept at the bottom when a message arrives while the reader is there, and the composer.
 */
export function ChatThread({ conversationId, side }: { conversationId: number; side: 'customer' | 'staff' }) {
  const { t } = useTranslation();
  const thread = useChatThread(conversationId, side);
  const box = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const heightBefore = useRef<number | null>(null);
  const newestId = thread.messages.at(-1)?.id;

  // Older messages went on top: keep what the reader was looking at in place.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    if (heightBefore.current !== null) {
      el.scrollTop += el.scrollHeight - heightBefore.current;
      heightBefore.current = null;
    } else if (atBottom.current) el.scrollTop = el.scrollHeight;
  }, [thread.messages.length]);
  useEffect(() => {
    atBottom.current = true;
  }, [conversationId]);

  const loadOlder = () => {
    if (!thread.hasMore || thread.loadingOlder) return;
    heightBefore.current = box.current?.scrollHeight ?? null;
    void thread.loadOlder();
  };
  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < LOAD_OLDER_AT_PX;
    if (el.scrollTop < LOAD_OLDER_AT_PX) loadOlder();
  };

  const { state } = thread;
  if (state.status === 'error') return <Alert type="error" showIcon title={t('serviceChat.loadFailed')} description={(state.error as Error)?.message} />;
  if (!state.data) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  return (
    <div className="chat-thread" data-testid="chat-thread" data-newest={newestId ?? 0}>
      <div className="chat-history" ref={box} onScroll={onScroll} data-testid="chat-history">
        <div className="chat-older">
          {thread.hasMore ? (
            <Button size="small" type="link" onClick={loadOlder} loading={thread.loadingOlder} data-testid="chat-load-older">{t('serviceChat.loadOlder')}</Button>
          ) : (
            thread.messages.length > 0 && <Typography.Text type="secondary">{t('serviceChat.noOlder')}</Typography.Text>
          )}
        </div>
        {thread.messages.length === 0 && <Empty description={t('serviceChat.empty')} />}
        {thread.messages.map((m) => {
          const mine = m.from_customer === (side === 'customer');
          return <ChatBubble key={m.id} message={m} mine={mine} read={mine && m.id <= thread.otherReadId} />;
        })}
      </div>
      <ChatComposer conversationId={conversationId} onSent={() => (atBottom.current = true)} />
    </div>
  );
}
