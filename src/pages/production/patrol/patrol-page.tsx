import { ResourcePage } from '../../../components/resource-page/resource-page';
import { PATROL } from '../../../../shared/contract/farm';

/** /production/patrol (12003): pond patrols, with any medicine drawn from stock (/patrolManage). */
export default function PatrolPage() {
  return <ResourcePage decl={PATROL} />;
}
