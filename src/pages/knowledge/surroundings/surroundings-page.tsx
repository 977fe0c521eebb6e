import { useTranslation } from 'react-i18next';
import { ArticleReader } from '../../../components/rich-text/article-reader';
import './surroundings-i18n';

/** /knowledge/surroundings (6002): the published Environment knowledge articles (spec group 6). */
export default function SurroundingsPage() {
  const { t } = useTranslation();
  return <ArticleReader category="surroundings" title={t('knowledgeSurroundings.title')} testId="knowledge-surroundings-page" />;
}
