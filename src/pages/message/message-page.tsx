import { useMemo, useState } from 'react';
import { Alert, App, Badge, Button, Card, DatePicker, Empty, Segmented, Skeleton, Space, Switch, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { MessageItem } from '../../api/messages';
import { USER_DATA } from '../../lib/user-data';
import { markMessagesRead, useMessageStore } from '../../stores/message-store';
import { requestRefresh } from '../../../streams';
import { alarmNoticeTitle } from './alarm-notice-words';
import { AlarmNoticeItems } from './components/alarm-notice-items';
import { OpenIncidents } from '../../components/incidents/open-incidents';
import { useMessageItems } from './use-message-items';
import './message-i18n';
import './message-page.css';

type Kind = 'all' | MessageItem['kind'];
const KIND_COLORS: Record<MessageItem['kind'], string> = { alarm: 'red', sim: 'orange', notice: 'blue' };

/** /message: alarm, SIM and system messages with filters and mark-read. */
export default function MessagePage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const items = useMessageItems();
  const status = useMessageStore((s) => s.status);
  const error = useMessageStore((s) => s.error);
  const [kind, setKind] = useState<Kind>('all');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);

  const shown = useMemo(
    () =>
      items.filter((item) => {
        if (kind !== 'all' && item.kind !== kind) return false;
        if (unreadOnly && item.read) return false;
        if (range?.[0] && item.at < range[0].startOf('day').valueOf()) return false;
        if (range?.[1] && item.at > range[1].endOf('day').valueOf()) return false;
        return true;
      }),
    [items, kind, unreadOnly, range],
  );

  const markRead = async (ids: string[]) => {
    try {
      await markMessagesRead(ids);
    } catch (caught) {
      void message.error((caught as Error).message || t('common.operationFailed'));
    }
  };
  const unreadShown = shown.filter((m) => !m.read).map((m) => m.id);

  return (
    <Card
      title={t('message.title')}
      data-testid="message-page"
      extra={
        <Button onClick={() => void markRead(unreadShown)} disabled={unreadShown.length === 0}>
          {t('message.markAllRead')}
        </Button>
      }
    >
      {/* Incidents first (issue 36): what shares a cause, acknowledged as one. */}
      <OpenIncidents />
      <Space wrap size="middle" style={{ marginBottom: 16 }}>
        <Segmented<Kind>
          aria-label={t('message.kind')}
          value={kind}
          onChange={setKind}
          options={(['all', 'alarm', 'sim', 'notice'] as const).map((k) => ({ value: k, label: t(`message.${k}`) }))}
        />
        {/* Either end may stay empty (the filter is open-ended): antd otherwise holds Tab in an empty start field (a keyboard trap, issue 41). */}
        <DatePicker.RangePicker value={range} onChange={(value) => setRange(value)} allowEmpty={[true, true]} aria-label={t('message.range')} data-testid="message-range" />
        <Space>
          <Switch checked={unreadOnly} onChange={setUnreadOnly} aria-label={t('message.unreadOnly')} />
          <span>{t('message.unreadOnly')}</span>
        </Space>
      </Space>
      {status === 'error' && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('message.loadFailed', { error })}
          action={<Button size="small" onClick={requestRefresh}>{t('common.retry')}</Button>}
        />
      )}
      {status === 'loading' && items.length === 0 ? (
        <Skeleton active />
      ) : shown.length === 0 ? (
        <Empty description={t('message.empty')} />
      ) : (
        <ul className="message-list">
          {shown.map((item) => (
            <li key={item.id} className="message-list__item" data-message-id={item.id} data-read={item.read} data-count={item.kind === 'alarm' ? item.notice.count : undefined}>
              <div className="message-list__main">
                <Space>
                  <Badge status={item.read ? 'default' : 'processing'} />
                  <Tag color={KIND_COLORS[item.kind]}>{t(`message.${item.kind}`)}</Tag>
                  {item.kind === 'alarm' ? (
                    // One alarm's title names its device and parameter (user data); a group's is its count.
                    <Typography.Text strong={!item.read} data-testid="message-alarm-title" {...(item.notice.items.length === 1 ? USER_DATA : {})}>
                      {alarmNoticeTitle(item.notice, i18n.language, t)}
                    </Typography.Text>
                  ) : (
                    <Typography.Text strong={!item.read}>{item.title}</Typography.Text>
                  )}
                </Space>
                {item.kind === 'alarm' ? (
                  <AlarmNoticeItems notice={item.notice} />
                ) : (
                  <>
                    {/* Notices are free text and SIM messages quote device names: user data. */}
                    <div className="message-list__content" data-user-data>
                      {item.content}
                    </div>
                    <Typography.Text type="secondary">{item.time}</Typography.Text>
                  </>
                )}
                {/* A SIM expiry notice leads to the recharge centre with its device chosen (issue 22); its id is sim:<device>:<iccid>. */}
                {item.kind === 'sim' && (
                  <Link to="/recharge-center" search={{ device_id: item.id.split(':')[1] } as never} data-testid="sim-recharge-link">
                    {t('header.rechargeCenter')}
                  </Link>
                )}
              </div>
              {item.read ? (
                <Typography.Text type="secondary">{t('message.read')}</Typography.Text>
              ) : (
                <Button type="link" size="small" onClick={() => void markRead([item.id])}>
                  {t('message.markRead')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
