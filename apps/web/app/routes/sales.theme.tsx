import { PagePlaceholder } from '../components/page-placeholder';
import { pageTitle } from '../messages';
import type { Route } from './+types/sales.theme';

const TITLE = '活动专题';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, TITLE) },
];

export default function SalesThemePage() {
  return <PagePlaceholder title={TITLE} />;
}
