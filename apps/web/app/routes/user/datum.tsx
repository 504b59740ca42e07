import { PagePlaceholder } from '../../components/page-placeholder';
import { pageTitle } from '../../messages';
import type { Route } from './+types/datum';

const TITLE = '实名认证';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, TITLE) },
];

export default function DatumPage() {
  return <PagePlaceholder title={TITLE} />;
}
