import { Anchor, Col, Row, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ArticleView as View } from '../../api/knowledge';
import { USER_DATA } from '../../lib/user-data';
import './rich-text-i18n';
import './rich-text.css';
import { formatTime } from '../../lib/format-time';

/**
 * An article as readers see it, and the preview shows it: the server's sanitised HTML (no script
 * or handler survives the server's allow-list) beside a table of contents of its headings.
 */
export function ArticleView({ article }: { article: View }) {
  const { t } = useTranslation();
  return (
    <Row gutter={24} data-testid="article-view">
      <Col xs={24} lg={article.toc.length > 0 ? 18 : 24}>
        <Typography.Title level={2} {...USER_DATA} data-testid="article-title">{article.title}</Typography.Title>
        <Space wrap size={[8, 4]} style={{ marginBottom: 16 }}>
          {article.pinned && <Tag color="gold">{t('richText.pinned')}</Tag>}
          {article.tags.map((tag) => <Tag key={tag} {...USER_DATA}>{tag}</Tag>)}
          {article.author_name && (
            <Typography.Text type="secondary">
              {t('richText.author')}
              <span {...USER_DATA}>{article.author_name}</span>
            </Typography.Text>
          )}
          {article.published_at && <Typography.Text type="secondary">{t('richText.publishedAt', { time: formatTime(article.published_at) })}</Typography.Text>}
          <Typography.Text type="secondary">{t('richText.wordsShort', { count: article.word_count })}</Typography.Text>
        </Space>
        {/* Sanitised on the server (server/modules/knowledge/render.ts); the reader never sees the raw document. */}
        <div className="article-body" {...USER_DATA} data-testid="article-body" dangerouslySetInnerHTML={{ __html: article.html }} />
      </Col>
      {article.toc.length > 0 && (
        <Col xs={0} lg={6}>
          <div className="article-toc" data-testid="article-toc">
            <Typography.Text strong>{t('richText.contents')}</Typography.Text>
            <Anchor
              affix={false}
              onClick={(e, link) => {
                // The console scrolls its own content area, not the window: scroll the heading into view there.
                e.preventDefault();
                document.getElementById(link.href.slice(1))?.scrollIntoView({ behavior: 'smooth' });
              }}
              items={article.toc.map((entry) => ({ key: entry.id, href: `#${entry.id}`, title: <span {...USER_DATA} style={{ paddingLeft: (entry.level - 2) * 12 }}>{entry.text}</span> }))}
            />
          </div>
        </Col>
      )}
    </Row>
  );
}
