import { useState } from 'react';
import { Alert, Button, Card, Empty, Input, List, Select, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { articleTags, listArticles, type ArticleSummary } from '../../api/knowledge';
import type { ArticleCategory } from '../../../shared/contract/api/knowledge';
import { usePagedList } from '../../hooks/use-paged-list';
import { useRequest } from '../../hooks/use-request';
import { USER_DATA } from '../../lib/user-data';
import { ArticleOpen } from './article-open';
import './rich-text-i18n';
import { formatDate } from '../../lib/format-time';

interface Props {
  category: ArticleCategory;
  title: string;
  testId: string;
}

/**
 * A knowledge menu (fish, surroundings, fire): the published articles of its category with a
 * word search over titles and text (Chinese and English), a tag filter and paging; a row opens
 * the reader view with its table of contents.
 */
export function ArticleReader({ category, title, testId }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const list = usePagedList((q: { keyword?: string; tag?: string } & { page: number; pageSize: number }, signal) => listArticles({ category, ...q }, { main: true, signal }), {} as { keyword?: string; tag?: string });
  const tags = useRequest(() => articleTags(category).catch(() => [] as string[]));

  if (open !== null) {
    return (
      <Card data-testid={testId} extra={<Button onClick={() => setOpen(null)} data-testid="article-back">{t('richText.back')}</Button>} title={title}>
        <ArticleOpen id={open} />
      </Card>
    );
  }

  return (
    <Card title={title} data-testid={testId}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          style={{ width: 280 }}
          placeholder={t('richText.search')}
          aria-label={t('richText.search')}
          data-testid="article-search"
          onSearch={(keyword) => list.setFilter({ ...list.query, keyword: keyword.trim() || undefined })}
        />
        <Select
          allowClear
          style={{ width: 200 }}
          placeholder={t('richText.allTags')}
          aria-label={t('richText.allTags')}
          value={list.query.tag}
          options={(tags.data ?? []).map((tag) => ({ value: tag, label: <span {...USER_DATA}>{tag}</span> }))}
          onChange={(tag?: string) => list.setFilter({ ...list.query, tag })}
        />
      </Space>
      {list.status === 'error' && <Alert type="error" showIcon title={t('richText.loadFailed', { error: list.error?.message ?? '' })} action={<Button size="small" onClick={list.reload}>{t('common.retry')}</Button>} style={{ marginBottom: 16 }} />}
      <List<ArticleSummary>
        loading={list.status === 'loading'}
        dataSource={list.data?.rows ?? []}
        locale={{ emptyText: <Empty description={t('richText.empty')} /> }}
        pagination={list.pagination}
        rowKey="id"
        renderItem={(row) => (
          <List.Item data-testid={`article-row-${row.id}`}>
            <List.Item.Meta
              title={
                <Space>
                  {row.pinned && <Tag color="gold">{t('richText.pinned')}</Tag>}
                  <Typography.Link onClick={() => setOpen(row.id)} {...USER_DATA}>{row.title}</Typography.Link>
                </Space>
              }
              description={
                <Space direction="vertical" size={2}>
                  {row.excerpt && <Typography.Text type="secondary" {...USER_DATA}>{row.excerpt}</Typography.Text>}
                  <Space wrap size={4}>
                    {row.tags.map((tag) => <Tag key={tag} {...USER_DATA}>{tag}</Tag>)}
                    {row.published_at && <Typography.Text type="secondary">{formatDate(row.published_at)}</Typography.Text>}
                  </Space>
                </Space>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
