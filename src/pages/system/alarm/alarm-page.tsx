import { CrudPage } from '../../../components/crud/crud-page';
import { CONTACT_CRUD } from './contact-crud';
import './alarm-i18n';

/** /system/alarm (8002): the alarm contacts that rules' phone, SMS, WeChat and e-mail actions reach. */
export default function AlarmPage() {
  return <CrudPage decl={CONTACT_CRUD} />;
}
