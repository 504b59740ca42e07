import { PagePlaceholder } from '../../components/page-placeholder';
import { pageTitle } from '../../messages';
import type { Route } from './+types/history';

const TITLE = '浏览记录';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, TITLE) },
];

export default function HistoryPage() {
  return <PagePlaceholder title={TITLE} />;
}
