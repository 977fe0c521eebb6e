import { useState } from 'react';
import { Alert, Card, List, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { pondOverview, searchFarm, type FarmRow } from '../../../api/farm';
import { FEEDING, FODDER } from '../../../../shared/contract/farm';
import { PAGE_SIZE_MAX } from '../../../../shared/contract/paging';
import { useOfflineRead } from '../../../hooks/use-offline-read';
import { useOutbox } from '../../../hooks/use-outbox';
import { OUTBOX_LIMITS, OutboxFullError } from '../../../lib/offline/outbox';
import { USER_DATA } from '../../../lib/user-data';
import { PhoneShell } from '../../../components/phone/phone-shell';
import { StaleNotice } from '../../../components/phone/stale-notice';
import { AttentionList } from '../../../components/phone/attention-list';
import type { RefOption } from '../../../components/resource-page/use-ref-options';
import { FeedForm, type FeedValues } from './components/feed-form';

const TIME_FORMAT = 'YYYY-MM-DD HH:mm';
const named = (rows: readonly FarmRow[]): RefOption[] => rows.map((r) => ({ value: r.id, label: String(r.name ?? r.id) }));

/**
 * /m/feed: a feeding is recorded at the pond whether or not there is a signal. It goes into the
 * phone's outbox and is sent from there (at once when online), exactly once; today's list shows
 * the server's rows and what still waits, and a refusal stays on screen with the server's words.
 */
export default function PhoneFeedPage() {
  const { t } = useTranslation();
  const { outbox, entries } = useOutbox();
  const today = dayjs().format('YYYY-MM-DD');
  const ponds = useOfflineRead('ponds', async () => (await pondOverview({ pageSize: PAGE_SIZE_MAX })).rows.map((p) => ({ value: p.pond_id, label: `${p.site_name} / ${p.pond_name}` })));
  const fodders = useOfflineRead('fodder', async () => named((await searchFarm(FODDER, { pageSize: PAGE_SIZE_MAX })).rows));
  const feedings = useOfflineRead(`feedings:${today}`, async () => (await searchFarm(FEEDING, { at_from: `${today} 00:00`, at_to: `${today} 23:59`, pageSize: PAGE_SIZE_MAX })).rows);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ type: 'success' | 'info' | 'error'; text: string } | null>(null);
  const waiting = entries.filter((e) => e.state === 'pending' && e.call.path === FEEDING.path);

  const save = async (values: FeedValues): Promise<boolean> => {
    setSaving(true);
    const pond = ponds.data?.find((p) => p.value === values.pond_id)?.label ?? String(values.pond_id);
    const fodder = fodders.data?.find((f) => f.value === values.item_id)?.label ?? String(values.item_id);
    const at = dayjs().format(TIME_FORMAT);
    try {
      const entry = await outbox.enqueue({ method: 'POST', path: FEEDING.path }, { type: 'add', at, ...values }, `${at.slice(11)} · ${pond} · ${fodder} · ${values.quantity} kg`);
      const sent = await outbox.flush();
      const delivered = !outbox.list().some((e) => e.id === entry.id);
      if (delivered) feedings.reload();
      setResult(delivered ? { type: 'success', text: t('phone.feed.sent') } : sent.refused > 0 ? null : { type: 'info', text: t('phone.feed.queuedSaved') });
      return true;
    } catch (error) {
      if (error instanceof OutboxFullError) setResult({ type: 'error', text: t('phone.feed.full', { limit: error.limit === 'entries' ? OUTBOX_LIMITS.entries : `${OUTBOX_LIMITS.bytes / 1024 / 1024} MB` }) });
      return false;
    } finally {
      setSaving(false);
    }
  };

  return (
    <PhoneShell title={t('phone.feed.title')}>
      <StaleNotice read={feedings} />
      <AttentionList />
      <Card size="small" title={t('phone.feed.add')}>
        <FeedForm ponds={ponds.data ?? []} fodders={fodders.data ?? []} saving={saving} onSave={save} />
        {result && <Alert style={{ marginTop: 12 }} type={result.type} showIcon title={result.text} role="status" data-testid="phone-feed-result" />}
      </Card>
      <Card size="small" title={t('phone.feed.today')}>
        <List
          data-testid="phone-feed-today"
          locale={{ emptyText: <Typography.Text type="secondary">{t('phone.feed.none')}</Typography.Text> }}
          dataSource={[...waiting.map((e) => ({ key: e.id, text: e.label, queued: true })), ...(feedings.data ?? []).map((r) => ({ key: String(r.id), text: `${String(r.at).slice(11)} · ${String(r.pond_id_name ?? r.pond_id)} · ${String(r.item_id_name ?? '')} · ${String(r.quantity)} kg`, queued: false }))]}
          renderItem={(item) => (
            <List.Item style={{ paddingInline: 0 }} data-testid={item.queued ? 'phone-feed-queued' : 'phone-feed-row'}>
              <Typography.Text {...USER_DATA}>{item.text}</Typography.Text>
              {item.queued && <Tag style={{ color: '#873800', background: '#fff7e6', borderColor: '#ffd591' }}>{t('phone.feed.queuedTag')}</Tag>}
            </List.Item>
          )}
        />
      </Card>
    </PhoneShell>
  );
}
