import { Alert, Card, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { previewArticle } from '../../api/knowledge';
import { ArticleView } from '../../components/rich-text/article-view';
import { useRequest } from '../../hooks/use-request';
import './preview-i18n';

const idInUrl = () => Number(new URLSearchParams(window.location.search).get('id')) || 0;

/**
 * /preview?id= (standalone): an article of the caller's company in any state, rendered by the
 * same server path and the same view as the readers' page, so it shows exactly what they will see.
 */
export default function PreviewPage() {
  const { t } = useTranslation();
  const id = idInUrl();
  const article = useRequest(() => (id ? previewArticle(id) : Promise.resolve(null)));
  return (
    <div style={{ maxWidth: 1100, margin: '24px auto', padding: '0 16px' }} data-testid="preview-page">
      <Alert type="info" showIcon title={t('preview.banner')} style={{ marginBottom: 16 }} />
      <Card>
        {!id ? (
          <Result status="404" title={t('preview.missing')} />
        ) : article.status === 'loading' ? (
          <Skeleton active paragraph={{ rows: 10 }} />
        ) : article.status === 'error' || !article.data ? (
          <Alert type="error" showIcon title={article.error?.message ?? t('preview.missing')} />
        ) : (
          <ArticleView article={article.data} />
        )}
      </Card>
    </div>
  );
}
