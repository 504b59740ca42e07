import { PagePlaceholder } from '../../components/page-placeholder';
import { pageTitle } from '../../messages';
import type { Route } from './+types/order.detail';

const TITLE = '订单详情';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, TITLE) },
];

export default function OrderDetailPage() {
  return <PagePlaceholder title={TITLE} />;
}
