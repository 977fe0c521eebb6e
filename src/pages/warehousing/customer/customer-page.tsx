import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../../components/resource-page/resource-page';
import { pick } from '../../../components/resource-page/labels';
import { PERSONS } from '../../../../shared/contract/farm';

const FIXED = { role: 'customer' };
const TITLE = { zh: '客户', en: 'Customers' };

/** /warehousing/customer (13002): customers with their contacts, on /personManage (role customer). */
export default function CustomerPage() {
  const { i18n } = useTranslation();
  return <ResourcePage decl={PERSONS} fixed={FIXED} title={pick(TITLE, i18n.language)} />;
}
