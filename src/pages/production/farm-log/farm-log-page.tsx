import { ResourcePage } from '../../../components/resource-page/resource-page';
import { MACHINE } from '../../../../shared/contract/farm';

/** /production/farm-log (12007): the farm machinery maintenance log (/machineManage). */
export default function FarmLogPage() {
  return <ResourcePage decl={MACHINE} />;
}
