import { Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { parseCronText } from '../../../../../shared/contract/cron';
import { describeCron, type CronLang } from '../cron-text';

/** The timer expression with a live line under it: what it means, or why it is refused. */
export function CronInput({ value, onChange, status }: { value?: string; onChange(value: string): void; status?: 'error' }) {
  const { t, i18n } = useTranslation();
  const text = value ?? '';
  const parsed = text.trim() ? parseCronText(text) : null;
  return (
    <div>
      <Input
        value={text}
        status={status ?? (parsed && !parsed.ok ? 'error' : undefined)}
        placeholder={t('rule.cronPlaceholder')}
        aria-label={t('rule.cron')}
        data-testid="rule-cron-input"
        onChange={(e) => onChange(e.target.value)}
        style={{ fontFamily: 'monospace', width: 260 }}
      />
      <div data-testid="rule-cron-meaning" style={{ marginTop: 4 }}>
        {!parsed && <Typography.Text type="secondary">{t('rule.cronHelp')}</Typography.Text>}
        {parsed?.ok && <Typography.Text type="success">{describeCron(parsed.cron, i18n.language as CronLang)}</Typography.Text>}
        {parsed && !parsed.ok && <Typography.Text type="danger">{t(`rule.${parsed.refusal.key}`, parsed.refusal.params)}</Typography.Text>}
      </div>
    </div>
  );
}
