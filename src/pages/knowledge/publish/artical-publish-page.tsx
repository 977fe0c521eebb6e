import { Button, Card, Empty, Input, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { changeArticleState, deleteArticles, searchArticles, type Article, type ArticleAction } from '../../../api/knowledge';
import { ARTICLE_CATEGORIES, ARTICLE_STATUSES, type ArticleCategory, type ArticleStatus } from '../../../../shared/contract/api/knowledge';
import { usePagedList } from '../../../hooks/use-paged-list';
import { userDataCell } from '../../../lib/user-data';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { RowConfirm } from '../../../components/crud/row-confirm';
import { useCrudAction } from '../../../components/crud/use-crud-action';
import '../../../components/rich-text/rich-text-i18n';
import './artical-publish-i18n';
import { formatTime } from '../../../lib/format-time';

const STATUS_COLOR: Record<ArticleStatus, string> = { draft: 'default', waiting_review: 'orange', scheduled: 'blue', published: 'green' };
const time = formatTime;
type Filter = { keyword?: string; status?: ArticleStatus; category?: ArticleCategory };

/** Which review steps a row offers, by its state (the server checks the same table). */
const STEPS: Record<ArticleStatus, ArticleAction[]> = { draft: ['submit'], waiting_review: ['approve', 'reject'], scheduled: ['withdraw'], published: ['withdraw'] };

/**
 * /knowledge/publish (artical-publish, 6004, "add article", never cached): the company's articles
 * in every state. Its editors (6004) review here: approve publishes at once or at the article's
 * time, reject sends it back to draft with the decision recorded; a published one can be withdrawn.
 * Articles are written on the editor page and a row's actions are its review steps, so the page
 * composes the CRUD kit's confirmations and write feedback rather than being a CrudPage.
 */
export default function ArticalPublishPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = usePagedList((q: Filter & { page: number; pageSize: number }, signal) => searchArticles(q, { main: true, signal }), {} as Filter);
  const edit = (id?: number) => void navigate({ to: '/knowledge/text-editor', search: (id ? { id } : {}) as never });

  const write = useCrudAction(list.reload);
  const run = (action: () => Promise<unknown>) => write(action, t('articalPublish.done'));
  const stepButton = (row: Article, step: ArticleAction) => {
    const act = () => run(() => changeArticleState(row.id, step));
    const button = (onClick?: () => void) => <Button type="link" size="small" danger={step === 'reject'} onClick={onClick} data-testid={`article-${step}-${row.id}`}>{t(`articalPublish.${step}`)}</Button>;
    // Submitting changes nothing readers see, so it needs no confirmation.
    if (step === 'submit') return <span key={step}>{button(() => void act())}</span>;
    return (
      <RowConfirm key={step} title={t(`articalPublish.${step}Confirm`, { title: row.title })} onConfirm={() => void act()}>
        {button()}
      </RowConfirm>
    );
  };

  const columns: TableColumnsType<Article> = [
    { title: t('articalPublish.articleTitle'), dataIndex: 'title', width: 280, onCell: userDataCell, ellipsis: true },
    { title: t('articalPublish.category'), dataIndex: 'category', width: 130, render: (c: ArticleCategory) => t(`knowledgeCategory.${c}`) },
    { title: t('articalPublish.status'), dataIndex: 'status', width: 110, render: (s: ArticleStatus, row) => <Tag color={STATUS_COLOR[s]} data-testid={`article-status-${row.id}`}>{t(`knowledgeStatus.${s}`)}</Tag> },
    { title: t('articalPublish.visibility'), dataIndex: 'visibility', width: 100, render: (v: string) => t(`articalPublish.${v}`) },
    { title: t('articalPublish.author'), dataIndex: 'author_name', width: 120, onCell: userDataCell, render: (v: string | null) => v ?? '-' },
    { title: t('articalPublish.company'), dataIndex: 'tenant_name', width: 160, onCell: userDataCell, ellipsis: true, render: (v: string | null) => v ?? '-' },
    { title: t('articalPublish.publishAt'), key: 'when', width: 170, render: (_, row) => time(row.published_at ?? row.publish_at) },
    { title: t('articalPublish.updatedAt'), dataIndex: 'updated_at', width: 170, render: time },
    {
      title: t('articalPublish.actions'),
      key: 'actions',
      width: 300,
      render: (_, row) => (
        <Space size={0} wrap>
          {row.status !== 'waiting_review' && <Button type="link" size="small" onClick={() => edit(row.id)} data-testid={`article-edit-${row.id}`}>{t('articalPublish.edit')}</Button>}
          <Button type="link" size="small" onClick={() => window.open(`/preview?id=${row.id}`, '_blank', 'noopener')}>{t('articalPublish.preview')}</Button>
          {STEPS[row.status].map((step) => stepButton(row, step))}
          <RowConfirm title={t('articalPublish.deleteConfirm', { title: row.title })} danger onConfirm={() => void run(() => deleteArticles([row.id]))}>
            <Button type="link" size="small" danger>{t('articalPublish.delete')}</Button>
          </RowConfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('articalPublish.title')} data-testid="artical-publish-page" extra={<Button type="primary" onClick={() => edit()} data-testid="article-add">{t('articalPublish.add')}</Button>}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search allowClear style={{ width: 240 }} placeholder={t('articalPublish.search')} aria-label={t('articalPublish.search')} onSearch={(keyword) => list.setFilter({ ...list.query, keyword: keyword.trim() || undefined })} />
        <Select allowClear style={{ width: 150 }} placeholder={t('articalPublish.allStatus')} aria-label={t('articalPublish.allStatus')} value={list.query.status} onChange={(status?: ArticleStatus) => list.setFilter({ ...list.query, status })} options={ARTICLE_STATUSES.map((s) => ({ value: s, label: t(`knowledgeStatus.${s}`) }))} />
        <Select allowClear style={{ width: 170 }} placeholder={t('articalPublish.allCategory')} aria-label={t('articalPublish.allCategory')} value={list.query.category} onChange={(category?: ArticleCategory) => list.setFilter({ ...list.query, category })} options={ARTICLE_CATEGORIES.map((c) => ({ value: c, label: t(`knowledgeCategory.${c}`) }))} />
      </Space>
      {list.status === 'error' && <LoadErrorAlert message={list.error?.message} onRetry={list.reload} />}
      <Table<Article>
        rowKey="id"
        size="middle"
        loading={list.status === 'loading'}
        columns={columns}
        dataSource={list.data?.rows ?? []}
        locale={{ emptyText: <Empty description={t('articalPublish.empty')} /> }}
        pagination={list.pagination}
        // The fixed columns alone took 1260 px of 1200: titles were cut to one or two characters.
        scroll={{ x: 1560 }}
      />
    </Card>
  );
}
