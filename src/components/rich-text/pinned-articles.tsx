import { Button, Card, Empty, List, Skeleton } from 'antd';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pinnedArticles } from '../../api/knowledge';
import { useRequest } from '../../hooks/use-request';
import { USER_DATA } from '../../lib/user-data';
import './rich-text-i18n';

/** The home page's panel of pinned knowledge articles; a title opens its category's page. */
export function PinnedArticles() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pinned = useRequest(() => pinnedArticles());
  if (pinned.status === 'error') return null;
  return (
    <Card title={t('richText.pinnedTitle')} size="small" data-testid="home-pinned-articles">
      {pinned.status === 'loading' ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <List
          size="small"
          dataSource={pinned.data ?? []}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('richText.pinnedEmpty')} /> }}
          renderItem={(row) => (
            <List.Item>
              <Button type="link" size="small" style={{ padding: 0 }} onClick={() => void navigate({ to: `/knowledge/${row.category}` })}>
                <span {...USER_DATA}>{row.title}</span>
              </Button>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
