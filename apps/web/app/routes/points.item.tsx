import { PagePlaceholder } from '../components/page-placeholder';
import { pageTitle } from '../messages';
import type { Route } from './+types/points.item';

const TITLE = '积分商品';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, TITLE) },
];

export default function PointsItemPage() {
  return <PagePlaceholder title={TITLE} />;
}
