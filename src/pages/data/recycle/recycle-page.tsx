import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROUTE_ACCESS } from '../../../../shared/contract/access-catalogue';
import { useSessionStore } from '../../../stores/session-store';
import { RecycledDevices } from './components/recycled-devices';
import { RecycledProducts } from './components/recycled-products';
import './recycle-i18n';

/**
 * /data/recycle (7003): what was deleted and can come back, one tab per kind. A kind's tab shows
 * only to a user who may restore it (the products tab needs the catalogue's 8010).
 */
export default function RecyclePage() {
  const { t } = useTranslation();
  const mayRestoreProducts = useSessionStore((s) => ROUTE_ACCESS.products.some((code) => s.codes.includes(code)));
  const items = [
    { key: 'devices', label: t('recycle.devices'), children: <RecycledDevices /> },
    ...(mayRestoreProducts ? [{ key: 'products', label: t('recycle.products'), children: <RecycledProducts /> }] : []),
  ];
  return (
    <Card title={t('recycle.title')} data-testid="recycle-page">
      <Tabs items={items} destroyOnHidden />
    </Card>
  );
}
