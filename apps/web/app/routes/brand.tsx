import { PagePlaceholder } from '../components/page-placeholder';
import { pageTitle } from '../messages';
import type { Route } from './+types/brand';

const TITLE = '品牌馆';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, TITLE) },
];

export default function BrandPage() {
  return <PagePlaceholder title={TITLE} />;
}
