import { ResourcePage } from '../../../components/resource-page/resource-page';
import { SEEDING } from '../../../../shared/contract/farm';

/** /production/feed (12001): feeding seedlings, the pond's stocking (/seedingManage). */
export default function FeedPage() {
  return <ResourcePage decl={SEEDING} />;
}
