import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../../components/resource-page/resource-page';
import { pick } from '../../../components/resource-page/labels';
import { PERSONS } from '../../../../shared/contract/farm';

const FIXED = { role: 'supplier' };
const TITLE = { zh: '供应商', en: 'Suppliers' };

/** /warehousing/supplier (13001): suppliers with their contacts, on /personManage (role supplier). */
export default function SupplierPage() {
  const { i18n } = useTranslation();
  return <ResourcePage decl={PERSONS} fixed={FIXED} title={pick(TITLE, i18n.language)} />;
}
