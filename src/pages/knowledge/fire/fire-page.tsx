import { useTranslation } from 'react-i18next';
import { ArticleReader } from '../../../components/rich-text/article-reader';
import './fire-i18n';

/** /knowledge/fire (6003): the published Fire knowledge articles (spec group 6). */
export default function FirePage() {
  const { t } = useTranslation();
  return <ArticleReader category="fire" title={t('knowledgeFire.title')} testId="knowledge-fire-page" />;
}
