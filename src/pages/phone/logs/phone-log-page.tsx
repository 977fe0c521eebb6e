import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, List, Result, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { searchFarm, type FarmRow } from '../../../api/farm';
import { ApiError } from '../../../api/client';
import { PAGE_SIZE_MAX } from '../../../../shared/contract/paging';
import { useOfflineRead } from '../../../hooks/use-offline-read';
import { useOutbox } from '../../../hooks/use-outbox';
import { OUTBOX_LIMITS, OutboxFullError } from '../../../lib/offline/outbox';
import { USER_DATA } from '../../../lib/user-data';
import { PhoneShell } from '../../../components/phone/phone-shell';
import { StaleNotice } from '../../../components/phone/stale-notice';
import { AttentionList } from '../../../components/phone/attention-list';
import { pick } from '../../../components/resource-page/labels';
import { loaderOf, type RefOption } from '../../../components/resource-page/use-ref-options';
import { addBody, entryLine, formValuesOf, phoneLogOf, refFields, rowLine, updateBody, type PhoneLog } from './phone-logs';
import { PhoneLogForm, type LogValues } from './phone-log-form';
import './phone-log-words';

const TIME_FORMAT = 'YYYY-MM-DD HH:mm';
/** The waiting-tag's text and tint at WCAG AA (antd's orange tag is not). */
const QUEUED_TAG = { color: '#873800', background: '#fff7e6', borderColor: '#ffd591' };
/** A row's edit button: a thumb's target (48 px, over WCAG 2.5.5's 44). */
const EDIT_TARGET = { minHeight: 48, minWidth: 48 };

interface ListItem {
  key: string;
  text: string;
  queued: boolean;
  /** The stored row a line shows (not a waiting entry): it can be edited. */
  row?: FarmRow;
}

/** The row a queued body changes, when it is an edit. */
const updatedId = (body: unknown): number | undefined => {
  const b = body as { type?: unknown; id?: unknown } | null;
  return b?.type === 'update' && typeof b.id === 'number' ? b.id : undefined;
};
const isUpdateOf = (body: unknown, rowId: number) => updatedId(body) === rowId;

/**
 * Reads today's rows again when an entry of this log leaves the queue (sent, or refused): the
 * reconnection's own read may run before the outbox has sent, and a refused edit must show the
 * row as the server keeps it.
 */
function useReloadWhenSent(waiting: number, reload: () => void) {
  const last = useRef(waiting);
  useEffect(() => {
    if (waiting < last.current) reload();
    last.current = waiting;
  }, [waiting, reload]);
}

/** The pickers' choices of a log, in one read so they are kept (and shown offline) together. */
async function loadOptions(log: PhoneLog): Promise<Record<string, RefOption[]>> {
  const lists = await Promise.all(
    refFields(log.decl).map(async (field): Promise<[string, RefOption[]]> => {
      const load = loaderOf(field);
      try {
        return [field.key, load ? await load() : []];
      } catch (error) {
        // A list the user has no code for offers nothing; no answer at all keeps the last kept choices.
        if (error instanceof ApiError && error.status >= 400) return [field.key, []];
        throw error;
      }
    }),
  );
  return Object.fromEntries(lists);
}

/**
 * /m/<log>: a production log recorded at the pond whether or not there is a signal. The entry goes
 * into the phone's outbox and is sent from there (at once when online), exactly once; today's list
 * shows the server's rows and what still waits, and a refusal stays on screen with the server's words.
 * Which log is the route's: one page for every description in phone-logs.ts.
 */
export default function PhoneLogRoute() {
  const { t } = useTranslation();
  const slug = useLocation({ select: (l) => l.pathname.replace(/^\/m\//, '').replace(/\/$/, '') });
  const log = phoneLogOf(slug);
  if (!log) return <Result status="404" title={t('phone.log.unknown')} />;
  // Keyed: another log is another page (its own reads and form), not this one's state reused.
  return <PhoneLogPage key={log.slug} log={log} />;
}

export function PhoneLogPage({ log }: { log: PhoneLog }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { outbox, entries } = useOutbox();
  const today = dayjs().format('YYYY-MM-DD');
  const options = useOfflineRead(`log-options:${log.slug}`, () => loadOptions(log));
  const rows = useOfflineRead(`log:${log.slug}:${today}`, async () => (await searchFarm(log.decl, { at_from: `${today} 00:00`, at_to: `${today} 23:59`, pageSize: PAGE_SIZE_MAX })).rows);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ type: 'success' | 'info' | 'error'; text: string } | null>(null);
  const [editing, setEditing] = useState<FarmRow | null>(null);
  const formCard = useRef<HTMLDivElement>(null);
  const waiting = entries.filter((e) => e.state === 'pending' && e.call.path === log.decl.path);
  const choices = options.data ?? {};
  const chosen = log.onlyChosen;
  const listed = (rows.data ?? []).filter((r) => !chosen || !choices[chosen] || choices[chosen].some((o) => o.value === r[chosen]));
  useReloadWhenSent(waiting.length, rows.reload);

  /** Queues a write and sends it at once when there is a connection; false when the phone's queue is full. */
  const queue = async (body: Record<string, unknown>, label: string, kind: 'add' | 'edit'): Promise<boolean> => {
    setSaving(true);
    try {
      const entry = await outbox.enqueue({ method: 'POST', path: log.decl.path }, body, label);
      const sent = await outbox.flush();
      const delivered = !outbox.list().some((e) => e.id === entry.id);
      if (delivered) rows.reload();
      // A refusal is shown by the attention list, with the server's words.
      const words = kind === 'add' ? { sent: 'phone.log.sent', queued: 'phone.log.queuedSaved' } : { sent: 'phone.log.sentEdit', queued: 'phone.log.queuedEdit' };
      setResult(delivered ? { type: 'success', text: t(words.sent) } : sent.refused > 0 ? null : { type: 'info', text: t(words.queued) });
      return true;
    } catch (error) {
      if (!(error instanceof OutboxFullError)) throw error;
      setResult({ type: 'error', text: t('phone.log.full', { limit: error.limit === 'entries' ? OUTBOX_LIMITS.entries : `${OUTBOX_LIMITS.bytes / 1024 / 1024} MB` }) });
      return false;
    } finally {
      setSaving(false);
    }
  };

  const add = (values: LogValues) => {
    const at = dayjs().format(TIME_FORMAT);
    return queue(addBody(log, at, values), entryLine(log, at, values, choices, lang), 'add');
  };

  const saveEdit = async (row: FarmRow, values: LogValues) => {
    const label = `${t('phone.log.editLabel')} · ${entryLine(log, String(row.at), values, choices, lang)}`;
    const queued = await queue(updateBody(log, row, values), label, 'edit');
    if (queued) setEditing(null);
    return queued;
  };

  const startEdit = (row: FarmRow) => {
    setResult(null);
    setEditing(row);
    // The form is above the list: bring it into view where the thumb pressed "Edit" further down.
    formCard.current?.scrollIntoView?.({ block: 'start' });
  };

  const editOf = (rowId: number) => waiting.find((e) => isUpdateOf(e.body, rowId));
  const listedIds = new Set(listed.map((r) => r.id));
  // A waiting edit of a listed row is shown in the row's place; an add (or an edit of a row not listed) on its own.
  const waitingOwn = waiting.filter((e) => !listedIds.has(updatedId(e.body) ?? -1));
  const items: ListItem[] = [
    ...waitingOwn.map((e) => ({ key: e.id, text: e.label, queued: true })),
    ...listed.map((r): ListItem => {
      const edit = editOf(r.id);
      return edit ? { key: edit.id, text: edit.label, queued: true } : { key: String(r.id), text: rowLine(log, r, lang), queued: false, row: r };
    }),
  ];

  return (
    <PhoneShell title={pick(log.title, lang)}>
      <StaleNotice read={rows} />
      <AttentionList />
      <div ref={formCard}>
        <Card size="small" title={t(editing ? 'phone.log.editTitle' : 'phone.log.add')}>
          {editing ? (
            <PhoneLogForm
              key={`edit-${editing.id}`}
              log={log}
              options={choices}
              saving={saving}
              onSave={(values) => saveEdit(editing, values)}
              edit={{ initial: formValuesOf(log, editing), onCancel: () => setEditing(null) }}
            />
          ) : (
            <PhoneLogForm key="add" log={log} options={choices} saving={saving} onSave={add} />
          )}
          {result && <Alert style={{ marginTop: 12 }} type={result.type} showIcon title={result.text} role="status" data-testid={`phone-${log.slug}-result`} />}
        </Card>
      </div>
      <Card size="small" title={t('phone.log.today')}>
        <List
          data-testid={`phone-${log.slug}-today`}
          locale={{ emptyText: <Typography.Text type="secondary">{t('phone.log.none')}</Typography.Text> }}
          dataSource={items}
          renderItem={(item) => (
            <List.Item
              style={{ paddingInline: 0 }}
              data-testid={item.queued ? `phone-${log.slug}-queued` : `phone-${log.slug}-row`}
              actions={
                item.row && [
                  <Button
                    key="edit"
                    style={EDIT_TARGET}
                    // Its name starts with the words it shows (WCAG 2.5.3): antd's "修 改" spacing would not.
                    autoInsertSpace={false}
                    aria-label={`${t('phone.log.edit')} ${item.text}`}
                    disabled={editing?.id === item.row.id}
                    onClick={() => startEdit(item.row!)}
                    data-testid={`phone-${log.slug}-edit`}
                  >
                    {t('phone.log.edit')}
                  </Button>,
                ]
              }
            >
              <Typography.Text {...USER_DATA}>{item.text}</Typography.Text>
              {item.queued && <Tag style={QUEUED_TAG}>{t('phone.log.queuedTag')}</Tag>}
            </List.Item>
          )}
        />
      </Card>
    </PhoneShell>
  );
}
