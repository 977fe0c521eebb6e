import { ResourcePage } from '../../../components/resource-page/resource-page';
import { WATER_CHANGE } from '../../../../shared/contract/farm';

/** /production/change-water (12004): water changes (/waterManage). */
export default function ChangeWaterPage() {
  return <ResourcePage decl={WATER_CHANGE} />;
}
