import { Alert, Button, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { MailOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { findDeviceList } from '../../api/devices';
import { registerTranslations } from '../../i18n';
import { useRequest } from '../../lib/use-request';
import { useSessionStore } from '../../stores/session-store';

registerTranslations({
  'zh-CN': { home: { hello: '您好，{{name}}', company: '所属企业：{{company}}', devices: '我的设备', enabled: '已启用', quick: '快捷入口', noDevices: '暂无绑定设备' } },
  'en-US': { home: { hello: 'Hello, {{name}}', company: 'Company: {{company}}', devices: 'My devices', enabled: 'Enabled', quick: 'Quick links', noDevices: 'No devices bound yet' } },
});

/**
 * SIMPLE VERSION of the home page (home_index, code 1001) from the console-shell issue: a welcome
 * card, the user's device count and quick links. The real home page of a later issue replaces it
 * by pointing the manifest entry at its own file.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const devices = useRequest(() => findDeviceList(user?.userId ?? 0, user?.userType ?? 'customer'));
  const rows = devices.data?.rows ?? [];
  const enabled = rows.filter((d) => d.is_enable === 1).length;

  return (
    <Row gutter={[16, 16]} data-testid="home-page">
      <Col xs={24} lg={12}>
        <Card>
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            {t('home.hello', { name: user?.realName || user?.userName })}
          </Typography.Title>
          {user?.tenant && <Typography.Text type="secondary">{t('home.company', { company: user.tenant.name })}</Typography.Text>}
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={t('home.devices')}>
          {devices.status === 'loading' && <Skeleton active paragraph={{ rows: 1 }} />}
          {devices.status === 'error' && (
            <Alert type="error" showIcon title={devices.error?.message} action={<Button size="small" onClick={devices.reload}>{t('common.retry')}</Button>} />
          )}
          {devices.status === 'ready' &&
            (rows.length === 0 ? (
              <Typography.Text type="secondary">{t('home.noDevices')}</Typography.Text>
            ) : (
              <Row gutter={16}>
                <Col span={12}>
                  <Statistic title={t('home.devices')} value={devices.data?.total ?? rows.length} data-testid="device-count" />
                </Col>
                <Col span={12}>
                  <Statistic title={t('home.enabled')} value={enabled} />
                </Col>
              </Row>
            ))}
        </Card>
      </Col>
      <Col span={24}>
        <Card title={t('home.quick')}>
          <Button icon={<UserOutlined />} onClick={() => void navigate({ to: '/ownspace' })} style={{ marginInlineEnd: 12 }}>
            {t('header.personalCenter')}
          </Button>
          <Button icon={<MailOutlined />} onClick={() => void navigate({ to: '/message' })}>
            {t('header.messageCenter')}
          </Button>
        </Card>
      </Col>
    </Row>
  );
}
