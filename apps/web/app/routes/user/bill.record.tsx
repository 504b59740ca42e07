import { PagePlaceholder } from '../../components/page-placeholder';
import { pageTitle } from '../../messages';
import type { Route } from './+types/bill.record';

const TITLE = '账单记录';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, TITLE) },
];

export default function BillRecordPage() {
  return <PagePlaceholder title={TITLE} />;
}
