import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Card, Col, Input, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { useBlocker, useNavigate, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { addArticle, articleTags, changeArticleState, getArticle, updateArticle, uploadArticleImage, type Article, type ArticleInput } from '../../../api/knowledge';
import { companyOptions } from '../../../api/device-admin';
import { RichTextEditor, type EditorDoc } from '../../../components/rich-text/rich-text-editor';
import { useRequest } from '../../../hooks/use-request';
import { useSessionStore } from '../../../stores/session-store';
import { ROUTE_ACCESS } from '../../../../shared/contract/access-catalogue';
import { USER_DATA } from '../../../lib/user-data';
import { ArticleSettings, passwordFits, type ArticleMeta } from './article-settings';
import { maxCharsMessage } from '../../../lib/form-rules';
import { ARTICLE_LIMITS } from '../../../../shared/contract/api/knowledge';
import { useAutosave, type SaveState } from './use-autosave';
import './text-editor-i18n';

const PATH = '/knowledge/text-editor';
const EMPTY_DOC: EditorDoc = { type: 'doc', content: [{ type: 'paragraph' }] };
const SAVE_LABEL: Record<SaveState, string> = { saved: 'textEditor.saved', dirty: 'textEditor.dirty', saving: 'textEditor.saving', error: 'textEditor.saveError' };

const metaOf = (a: Article | null): ArticleMeta => ({
  title: a?.title ?? '',
  permalink: a?.permalink ?? '',
  category: a?.category ?? 'fish',
  tags: a?.tags ?? [],
  visibility: a?.visibility ?? 'public',
  password: '',
  pinned: a?.pinned ?? false,
  publishAt: a?.publish_at ? Date.parse(a.publish_at) : null,
  tenantId: a?.tenant_id,
});

/** The id in the address (?id=), read once: the page is never cached, so each visit starts here. */
function useArticleId(): number | null {
  const search = useRouterState({ select: (s) => (s.location.pathname === PATH ? (s.location.search as Record<string, unknown>) : null) });
  const [id] = useState(() => (Number(search?.id) > 0 ? Number(search?.id) : null));
  return id;
}

/**
 * /knowledge/text-editor (text-editor, 6004, never cached): writes a new article or edits one
 * (?id=). Drafts save themselves a few seconds after a change and when the page is left, so
 * coming back starts fresh from the saved draft; the first save puts the new id in the address.
 */
export default function TextEditorPage() {
  const initialId = useArticleId();
  const loaded = useRequest((signal) => (initialId ? getArticle(initialId, { main: true, signal }) : Promise.resolve(null)));
  const { t } = useTranslation();
  if (loaded.status === 'loading') return <Card><Skeleton active paragraph={{ rows: 12 }} /></Card>;
  if (loaded.status === 'error') return <Alert type="error" showIcon title={t('textEditor.loadFailed', { error: loaded.error?.message ?? '' })} action={<Button size="small" onClick={loaded.reload}>{t('common.retry')}</Button>} />;
  return <EditorForm article={loaded.data ?? null} />;
}

function EditorForm({ article }: { article: Article | null }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [saved, setSaved] = useState<Article | null>(article);
  const [meta, setMeta] = useState<ArticleMeta>(() => metaOf(article));
  const values = useRef({ meta, body: (article?.body as EditorDoc | undefined) ?? EMPTY_DOC, id: article?.id ?? null });
  const tags = useRequest(() => articleTags().catch(() => [] as string[]));
  // Only those who may pick a company (the platform admin, agents) are asked; others write for their own.
  const picks = useSessionStore((s) => s.codes.some((code) => (ROUTE_ACCESS.companyPickers as readonly string[]).includes(code)));
  const ownCompany = useSessionStore((s) => s.user?.tenant?.id ?? null);
  const companies = useRequest(() => (article || !picks ? Promise.resolve([]) : companyOptions().catch(() => [])));
  const frozen = saved?.status === 'waiting_review';
  // The last save runs as the page unmounts: it must not navigate back to the page or set its state.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const save = async () => {
    const { meta: m, body, id } = values.current;
    const input: ArticleInput = {
      title: m.title.trim(),
      permalink: m.permalink.replace(/^-+|-+$/g, '') || null,
      category: m.category,
      tags: m.tags,
      body: body as ArticleInput['body'],
      visibility: m.visibility,
      password: m.visibility === 'password' && m.password ? m.password : undefined,
      pinned: m.pinned,
      publish_at: m.publishAt,
      tenant_id: m.tenantId,
    };
    const stored = id ? await updateArticle(id, input) : await addArticle(input);
    if (!mounted.current) return;
    if (!id) {
      values.current.id = stored.id;
      // The address names the draft from now on, so its tab comes back to it.
      void navigate({ to: PATH, search: { id: stored.id } as never, replace: true });
    }
    setSaved(stored);
    setMeta((current) => ({ ...current, permalink: current.permalink || stored.permalink }));
  };
  // A new article of someone who picks its company waits for the pick: saving or uploading without it
  // could only fail, and said "save failed, retry later" rather than what was missing.
  // Only someone without a company of their own (the platform admin) must choose one: an agent's article is the agent's.
  const needsCompany = picks && ownCompany === null && saved === null && meta.tenantId == null && companies.data?.length !== 1;
  const autosave = useAutosave(save, Boolean(meta.title.trim()) && passwordFits(meta) && !frozen && !needsCompany);
  useEffect(() => {
    values.current.meta = meta;
  }, [meta]);

  // Leaving saves the draft; only work without a title cannot be saved, so that is asked about.
  useBlocker({
    shouldBlockFn: () => autosave.isDirty() && !values.current.meta.title.trim() && !window.confirm(t('textEditor.leaveUntitled')),
    enableBeforeUnload: false,
  });

  const change = (next: Partial<ArticleMeta>) => {
    setMeta((m) => ({ ...m, ...next }));
    values.current.meta = { ...values.current.meta, ...next };
    autosave.touch();
  };
  const run = async (action: () => Promise<unknown>, done?: string) => {
    try {
      await action();
      if (done) void message.success(t(done));
    } catch (error) {
      void message.error((error as Error).message || t('common.operationFailed'));
    }
  };
  const saveNow = async () => {
    if (!meta.title.trim()) throw new Error(t('textEditor.titleRequired'));
    if (needsCompany) throw new Error(t('textEditor.needCompany'));
    if (!passwordFits(meta)) throw new Error(maxCharsMessage(t, ARTICLE_LIMITS.password));
    autosave.touch();
    await autosave.flush();
  };
  const submit = () => run(async () => {
    await saveNow();
    setSaved(await changeArticleState(values.current.id!, 'submit'));
  }, 'textEditor.submitted');
  const withdraw = () => run(async () => setSaved(await changeArticleState(values.current.id!, 'withdraw')));
  const preview = () => run(async () => {
    await saveNow();
    window.open(`/preview?id=${values.current.id}`, '_blank', 'noopener');
  });

  return (
    <Card
      data-testid="text-editor-page"
      title={t(saved ? 'textEditor.titleEdit' : 'textEditor.titleNew')}
      extra={
        <Space wrap>
          {saved && <Typography.Text type="secondary">{t('textEditor.status')}<Tag data-testid="editor-status">{t(`knowledgeStatus.${saved.status}`)}</Tag></Typography.Text>}
          <Typography.Text type={autosave.state === 'error' ? 'danger' : 'secondary'} data-testid="editor-save-state">
            {!meta.title.trim()
              ? t('textEditor.needTitle')
              : needsCompany
                ? t('textEditor.needCompany')
                : autosave.state === 'error' && autosave.failure
                  ? t('textEditor.saveErrorBecause', { reason: autosave.failure })
                  : t(SAVE_LABEL[autosave.state])}
          </Typography.Text>
          <Button onClick={() => void navigate({ to: '/knowledge/publish' })}>{t('textEditor.toList')}</Button>
          <Button onClick={preview} disabled={frozen} data-testid="editor-preview">{t('textEditor.preview')}</Button>
          <Button onClick={() => run(saveNow, 'textEditor.saved')} disabled={frozen} data-testid="editor-save">{t('textEditor.save')}</Button>
          <Button type="primary" onClick={submit} disabled={frozen || (saved !== null && saved.status !== 'draft')} data-testid="editor-submit">{t('textEditor.submit')}</Button>
        </Space>
      }
    >
      {frozen && <Alert type="info" showIcon title={t('textEditor.waiting')} action={<Button size="small" onClick={withdraw}>{t('textEditor.withdraw')}</Button>} style={{ marginBottom: 16 }} />}
      {saved?.review_note && <Alert type="warning" showIcon title={<span {...USER_DATA}>{saved.review_note}</span>} style={{ marginBottom: 16 }} />}
      <Row gutter={24}>
        <Col xs={24} xl={17}>
          <Input
            size="large"
            value={meta.title}
            maxLength={120}
            placeholder={t('textEditor.title')}
            aria-label={t('textEditor.title')}
            disabled={frozen}
            onChange={(e) => change({ title: e.target.value })}
            style={{ marginBottom: 12 }}
            data-testid="article-title-input"
            {...USER_DATA}
          />
          <RichTextEditor
            key={frozen ? 'frozen' : 'open'}
            initial={values.current.body}
            editable={!frozen}
            upload={async (file) => {
              if (needsCompany) throw new Error(t('textEditor.needCompany'));
              return (await uploadArticleImage(file, file.name, values.current.meta.tenantId)).url;
            }}
            onChange={(doc) => {
              values.current.body = doc;
              autosave.touch();
            }}
          />
        </Col>
        <Col xs={24} xl={7}>
          <ArticleSettings
            meta={meta}
            onChange={change}
            knownTags={tags.data ?? []}
            hasPassword={saved?.has_password ?? false}
            companies={!saved && (companies.data?.length ?? 0) > 1 ? companies.data! : null}
            disabled={frozen}
          />
        </Col>
      </Row>
    </Card>
  );
}
