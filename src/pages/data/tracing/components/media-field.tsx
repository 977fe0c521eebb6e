import { useRef, useState } from 'react';
import { Alert, App, Button, Popconfirm, Progress, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { deleteTraceMedia, uploadTraceMedia, type TraceMediaKind, type TraceRecord } from '../../../../api/tracing';
import { MEDIA_LIMIT_MB, mediaError } from '../tracing-rules';

const FORMATS: Record<TraceMediaKind, string> = { image: 'PNG / JPEG / WebP', video: 'MP4 / WebM' };
const ACCEPT: Record<TraceMediaKind, string> = { image: 'image/png,image/jpeg,image/webp', video: 'video/mp4,video/webm' };

/**
 * A batch's image or video: preview, upload with progress (the type and size checked first, the
 * server's own message shown when it refuses the bytes), and removal.
 */
export function MediaField({ record, kind, onChanged }: { record: TraceRecord; kind: TraceMediaKind; onChanged(value: TraceRecord[TraceMediaKind]): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = record[kind];

  const send = async (file: File) => {
    const refused = mediaError(kind, file);
    if (refused) {
      setError(t(refused.key, { limit: refused.limit }));
      return;
    }
    setError(null);
    setProgress(0);
    try {
      const stored = await uploadTraceMedia(record.id, kind, file, setProgress);
      void message.success(t('tracing.uploaded'));
      onChanged(stored);
    } catch (failure) {
      setError((failure as Error).message || t('common.operationFailed'));
    } finally {
      setProgress(null);
    }
  };

  const remove = async () => {
    try {
      await deleteTraceMedia(record.id, kind);
      void message.success(t('tracing.removed'));
      onChanged(null);
    } catch (failure) {
      setError((failure as Error).message || t('common.operationFailed'));
    }
  };

  return (
    <div data-testid={`trace-${kind}`} style={{ marginBottom: 12 }}>
      <Typography.Text strong>{t(`tracing.${kind}`)}</Typography.Text>
      <div style={{ margin: '6px 0' }}>
        {current && kind === 'image' && <img src={current.url} alt={t('tracing.image')} data-testid="trace-image-preview" style={{ maxWidth: 200, maxHeight: 140, borderRadius: 4 }} />}
        {current && kind === 'video' && <video src={current.url} controls preload="metadata" style={{ maxWidth: 240, maxHeight: 160 }} />}
        {!current && <Typography.Text type="secondary">{t('tracing.none')}</Typography.Text>}
      </div>
      <Space wrap>
        <input
          ref={input}
          type="file"
          accept={ACCEPT[kind]}
          hidden
          data-testid={`trace-${kind}-input`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void send(file);
          }}
        />
        <Button size="small" disabled={progress !== null} onClick={() => input.current?.click()}>
          {t(current ? 'tracing.replace' : 'tracing.upload')}
        </Button>
        {current && (
          <Popconfirm title={t('tracing.remove')} okText={t('common.ok')} cancelText={t('common.cancel')} onConfirm={() => void remove()}>
            <Button size="small" danger>{t('tracing.remove')}</Button>
          </Popconfirm>
        )}
        {/* Format names read the same in both languages: shown as literal code. */}
        <Typography.Text type="secondary">
          <code>{FORMATS[kind]}</code> {t(`tracing.${kind}Hint`, { limit: MEDIA_LIMIT_MB[kind] })}
        </Typography.Text>
      </Space>
      {progress !== null && <Progress percent={progress} size="small" data-testid={`trace-${kind}-progress`} />}
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 6 }} data-testid={`trace-${kind}-error`} />}
    </div>
  );
}
