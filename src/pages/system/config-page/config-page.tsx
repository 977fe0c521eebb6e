import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Col, Divider, Form, Input, Radio, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { editableSiteConfig, saveSiteConfig, type SiteConfigEdit } from '../../../api/site-config-admin';
import { AppFooter } from '../../../components/app-footer';
import { useRequest } from '../../../hooks/use-request';
import { useSessionStore } from '../../../stores/session-store';
import { useSiteConfigStore } from '../../../stores/site-config-store';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import '../../../i18n/admin-words';
import { MapTilesFields } from './components/map-tiles-fields';
import './config-page-i18n';

const HTTP_URL = /^https?:\/\/\S+$/;
const PHONE = /^[0-9+\-() ]*[0-9][0-9+\-() ]*$/;

/** /system/config-page (8005): platform name, sales phone, map tiles and the footers; admin writes. */
export default function ConfigPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const isAdmin = useSessionStore((s) => s.user?.userType === 'admin');
  const loaded = useRequest((signal) => editableSiteConfig({ main: true, signal }));
  const [form] = Form.useForm<SiteConfigEdit>();
  const [saving, setSaving] = useState(false);
  const values = Form.useWatch([], form) as SiteConfigEdit | undefined;

  useEffect(() => {
    if (loaded.data) form.setFieldsValue(loaded.data);
  }, [loaded.data, form]);

  const submit = async (body: SiteConfigEdit) => {
    setSaving(true);
    try {
      const config = await saveSiteConfig(body);
      // The footer and the platform name change at once, without a reload.
      useSiteConfigStore.setState({ config, status: 'ready' });
      void message.success(t('admin.saveSuccess'));
    } catch (error) {
      void message.error((error as Error).message || t('admin.modifyFailed'));
    } finally {
      setSaving(false);
    }
  };

  const variant = values?.footer?.variant ?? 1;
  const f1 = values?.footer?.footer1;
  const f2 = values?.footer?.footer2;
  const preview =
    variant === 1
      ? { variant: 1 as const, copyright: f1?.copyright ?? '', icpNumber: f1?.icpNumber || null, publicSecurityNumber: f1?.publicSecurityNumber || null, publicSecurityLink: f1?.publicSecurityLink || null }
      : { variant: 2 as const, copyright: f2?.copyright ?? '', icpNumber: null, publicSecurityNumber: f2?.publicSecurityNumber || null, publicSecurityLink: null };

  return (
    <Card title={t('siteConfig.title')} data-testid="config-page">
      {loaded.status === 'error' && <LoadErrorAlert message={loaded.error?.message} onRetry={loaded.reload} />}
      {loaded.status === 'loading' && !loaded.data && <Skeleton active />}
      {!isAdmin && loaded.data && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('siteConfig.readOnly')} />}
      <Form<SiteConfigEdit> form={form} name="site-config" layout="vertical" onFinish={submit} disabled={!isAdmin} hidden={!loaded.data} style={{ maxWidth: 900 }}>
        <Divider titlePlacement="start">{t('siteConfig.platform')}</Divider>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name={['platformName', 'zh-CN']} label={t('siteConfig.nameZh')} rules={[{ required: true, whitespace: true, message: t('siteConfig.nameRequired') }, { max: 60 }]}>
              <Input maxLength={60} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name={['platformName', 'en-US']} label={t('siteConfig.nameEn')} rules={[{ required: true, whitespace: true, message: t('siteConfig.nameRequired') }, { max: 100 }]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="salesPhone" label={t('siteConfig.salesPhone')} extra={t('siteConfig.salesPhoneHelp')} rules={[{ required: true, pattern: PHONE, message: t('siteConfig.phoneFormat') }]}>
              <Input />
            </Form.Item>
          </Col>
          <MapTilesFields />
        </Row>
        <Divider titlePlacement="start">{t('siteConfig.footer')}</Divider>
        <Form.Item name={['footer', 'variant']} label={t('siteConfig.variant')}>
          <Radio.Group options={[{ value: 1, label: t('siteConfig.variant1') }, { value: 2, label: t('siteConfig.variant2') }]} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name={['footer', 'footer1', 'copyright']} label={`${t('siteConfig.copyright')} 1`} rules={[{ required: true, whitespace: true, message: t('siteConfig.copyrightRequired') }, { max: 200 }]}>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item name={['footer', 'footer1', 'icpNumber']} label={t('siteConfig.icpNumber')} rules={[{ max: 200 }]}>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item name={['footer', 'footer1', 'publicSecurityNumber']} label={t('siteConfig.psNumber')} rules={[{ max: 200 }]}>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item name={['footer', 'footer1', 'publicSecurityLink']} label={t('siteConfig.psLink')} rules={[{ pattern: HTTP_URL, message: t('siteConfig.linkFormat') }]}>
              <Input maxLength={500} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name={['footer', 'footer2', 'copyright']} label={`${t('siteConfig.copyright')} 2`} rules={[{ required: true, whitespace: true, message: t('siteConfig.copyrightRequired') }, { max: 200 }]}>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item name={['footer', 'footer2', 'publicSecurityNumber']} label={t('siteConfig.psNumber')} rules={[{ max: 200 }]}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={t('siteConfig.preview')}>
          <div style={{ border: '1px dashed #d9d9d9' }}>
            <AppFooter footer={preview} publicSecurityLabel={t('siteConfig.publicSecurity')} />
          </div>
        </Form.Item>
        {isAdmin && (
          <Button type="primary" htmlType="submit" loading={saving} data-testid="config-save">
            {t('common.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}
