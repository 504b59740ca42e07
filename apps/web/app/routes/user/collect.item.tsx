import { PagePlaceholder } from '../../components/page-placeholder';
import { pageTitle } from '../../messages';
import type { Route } from './+types/collect.item';

const TITLE = '常购商品';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, TITLE) },
];

export default function CollectItemPage() {
  return <PagePlaceholder title={TITLE} />;
}
