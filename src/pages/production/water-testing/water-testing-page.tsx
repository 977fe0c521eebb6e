import { ResourcePage } from '../../../components/resource-page/resource-page';
import { WATER_TEST } from '../../../../shared/contract/farm';

/** /production/water-testing (12006): laboratory water tests (/waterdetectManage). */
export default function WaterTestingPage() {
  return <ResourcePage decl={WATER_TEST} />;
}
