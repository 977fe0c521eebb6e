import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { publicTraceSearch, type PublicTrace } from '../../../api/tracing';
import { ApiError } from '../../../api/client';
import { setLanguage } from '../../../i18n';
import { BATCH_MAX, BATCH_RE } from '../../../../shared/contract/api/tracing';
import { TraceStory } from './components/trace-story';
import './tracing-search-i18n';

type State = { kind: 'idle' } | { kind: 'loading' } | { kind: 'found'; records: PublicTrace[] } | { kind: 'missing'; batch: string } | { kind: 'error'; message: string };

const batchInUrl = () => new URLSearchParams(window.location.search).get('batch')?.trim() ?? '';

/**
 * /tracing/search: the public traceability query, reached without an account from a batch's QR
 * code (?batch=) or by typing the number. Phone-sized first; a language switch in the corner.
 * The address is kept in step with the batch shown so it can be shared.
 */
export default function TracingSearchPage() {
  const { t, i18n } = useTranslation();
  const [batch, setBatch] = useState(batchInUrl);
  const [state, setState] = useState<State>({ kind: 'idle' });
  // Retry asks again for the same batch.
  const [round, setRound] = useState(0);
  const english = i18n.language === 'en-US';

  useEffect(() => {
    if (!batch || !BATCH_RE.test(batch)) return;
    const controller = new AbortController();
    setState({ kind: 'loading' });
    publicTraceSearch(batch, { signal: controller.signal }).then(
      (result) => setState({ kind: 'found', records: result.records }),
      (error: Error) => {
        if (controller.signal.aborted) return;
        setState(error instanceof ApiError && error.status === 404 ? { kind: 'missing', batch } : { kind: 'error', message: error.message || t('traceSearch.loadFailed') });
      },
    );
    return () => controller.abort();
    // The message of a failure is read in the language of the moment; a switch does not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [batch, round]);

  const submit = ({ batch: typed }: { batch: string }) => {
    const next = typed.trim();
    window.history.replaceState(window.history.state, '', `/tracing/search?batch=${encodeURIComponent(next)}`);
    setBatch(next);
  };

  return (
    <main data-testid="tracing-search-page" style={{ maxWidth: 560, margin: '0 auto', padding: '16px 12px 32px', minHeight: '100vh', boxSizing: 'border-box' }}>
      <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>{t('traceSearch.title')}</Typography.Title>
        {/* Labelled with the other language's own name, and marked as that language. */}
        <Button size="small" lang={english ? 'zh-CN' : 'en-US'} onClick={() => void setLanguage(english ? 'zh-CN' : 'en-US')} data-testid="trace-language">
          {t('traceSearch.language')}
        </Button>
      </header>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>{t('traceSearch.intro')}</Typography.Paragraph>
      <Form layout="inline" initialValues={{ batch }} onFinish={submit} style={{ marginBottom: 16, flexWrap: 'nowrap' }}>
        <Form.Item name="batch" style={{ flex: 1 }} rules={[{ validator: async (_, v: string | undefined) => { if (!BATCH_RE.test(v?.trim() ?? '')) throw new Error(t('traceSearch.batchRule')); } }]}>
          <Input aria-label={t('traceSearch.batch')} placeholder={t('traceSearch.placeholder')} maxLength={BATCH_MAX} inputMode="text" autoCapitalize="characters" allowClear />
        </Form.Item>
        <Form.Item style={{ marginInlineEnd: 0 }}>
          <Button type="primary" htmlType="submit">{t('traceSearch.query')}</Button>
        </Form.Item>
      </Form>
      {state.kind === 'loading' && <Spin style={{ display: 'block', margin: '32px auto' }} />}
      {state.kind === 'missing' && <Alert type="warning" showIcon data-testid="trace-not-found" title={t('traceSearch.notFound', { batch: state.batch })} />}
      {state.kind === 'error' && (
        <Alert type="error" showIcon title={state.message} data-testid="trace-error" action={<Button size="small" onClick={() => setRound((r) => r + 1)}>{t('common.retry')}</Button>} />
      )}
      {state.kind === 'found' && state.records.map((record) => <TraceStory key={record.id} trace={record} />)}
    </main>
  );
}
