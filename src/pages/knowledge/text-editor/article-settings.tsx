import { DatePicker, Form, Input, Radio, Select, Switch } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ARTICLE_CATEGORIES, ARTICLE_LIMITS, ARTICLE_VISIBILITIES, type ArticleCategory, type ArticleVisibility } from '../../../../shared/contract/api/knowledge';
import { USER_DATA } from '../../../lib/user-data';
import './text-editor-i18n';
import { maxCharsMessage } from '../../../lib/form-rules';

/** The editor's fields besides the body; the page keeps them and autosaves on each change. */
export interface ArticleMeta {
  title: string;
  permalink: string;
  category: ArticleCategory;
  tags: string[];
  visibility: ArticleVisibility;
  password: string;
  pinned: boolean;
  /** Epoch ms, or null to publish as soon as approved. */
  publishAt: number | null;
  tenantId?: number;
}

interface Props {
  meta: ArticleMeta;
  onChange: (next: Partial<ArticleMeta>) => void;
  knownTags: string[];
  hasPassword: boolean;
  companies: { id: number; name: string }[] | null;
  disabled: boolean;
}

/** Whether the password can be saved: one over its limit is kept as typed and refused, never cut (issue 42). */
export const passwordFits = (meta: ArticleMeta) => meta.visibility !== 'password' || meta.password.length <= ARTICLE_LIMITS.password;

/** Category, tags (chosen or typed), visibility and its password, pin, publish now or at a time. */
export function ArticleSettings({ meta, onChange, knownTags, hasPassword, companies, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <Form layout="vertical" disabled={disabled} component="div">
      {companies && (
        <Form.Item label={t('textEditor.company')}>
          <Select value={meta.tenantId} onChange={(tenantId: number) => onChange({ tenantId })} aria-label={t('textEditor.company')} options={companies.map((c) => ({ value: c.id, label: <span {...USER_DATA}>{c.name}</span> }))} />
        </Form.Item>
      )}
      <Form.Item label={t('textEditor.category')}>
        <Select value={meta.category} onChange={(category: ArticleCategory) => onChange({ category })} aria-label={t('textEditor.category')} data-testid="article-category" options={ARTICLE_CATEGORIES.map((c) => ({ value: c, label: t(`knowledgeCategory.${c}`) }))} />
      </Form.Item>
      <Form.Item label={t('textEditor.tags')} extra={t('textEditor.tagsHint')}>
        <Select
          mode="tags"
          value={meta.tags}
          maxCount={ARTICLE_LIMITS.tags}
          onChange={(tags: string[]) => onChange({ tags: tags.map((tag) => tag.trim().slice(0, ARTICLE_LIMITS.tag)).filter(Boolean) })}
          aria-label={t('textEditor.tags')}
          data-testid="article-tags"
          options={knownTags.map((tag) => ({ value: tag, label: <span {...USER_DATA}>{tag}</span> }))}
        />
      </Form.Item>
      <Form.Item label={t('textEditor.permalink')} extra={t('textEditor.permalinkHint')}>
        <Input value={meta.permalink} maxLength={ARTICLE_LIMITS.permalink} onChange={(e) => onChange({ permalink: e.target.value.toLowerCase().replace(/[^a-z0-9-]/g, '-') })} aria-label={t('textEditor.permalink')} {...USER_DATA} />
      </Form.Item>
      <Form.Item label={t('textEditor.visibility')}>
        <Radio.Group value={meta.visibility} onChange={(e) => onChange({ visibility: e.target.value as ArticleVisibility })} optionType="button" options={ARTICLE_VISIBILITIES.map((v) => ({ value: v, label: t(`textEditor.${v}`) }))} />
      </Form.Item>
      {meta.visibility === 'password' && (
        <Form.Item
          label={t('textEditor.articlePassword')}
          extra={hasPassword ? t('textEditor.passwordKeep') : undefined}
          validateStatus={passwordFits(meta) ? undefined : 'error'}
          help={passwordFits(meta) ? undefined : maxCharsMessage(t, ARTICLE_LIMITS.password)}
        >
          <Input.Password value={meta.password} autoComplete="new-password" onChange={(e) => onChange({ password: e.target.value })} aria-label={t('textEditor.articlePassword')} />
        </Form.Item>
      )}
      <Form.Item label={t('textEditor.pinned')}>
        <Switch checked={meta.pinned} onChange={(pinned) => onChange({ pinned })} aria-label={t('textEditor.pinned')} />
      </Form.Item>
      <Form.Item label={t('textEditor.publishMode')}>
        <Radio.Group
          value={meta.publishAt === null ? 'now' : 'later'}
          onChange={(e) => onChange({ publishAt: e.target.value === 'now' ? null : dayjs().add(1, 'hour').startOf('hour').valueOf() })}
          options={[{ value: 'now', label: t('textEditor.publishNow') }, { value: 'later', label: t('textEditor.publishLater') }]}
        />
      </Form.Item>
      {meta.publishAt !== null && (
        <Form.Item label={t('textEditor.publishAt')}>
          <DatePicker showTime value={dayjs(meta.publishAt)} allowClear={false} onChange={(value) => value && onChange({ publishAt: value.valueOf() })} aria-label={t('textEditor.publishAt')} />
        </Form.Item>
      )}
    </Form>
  );
}
