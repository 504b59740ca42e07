import { PagePlaceholder } from '../../components/page-placeholder';
import { pageTitle } from '../../messages';
import type { Route } from './+types/receive';

const TITLE = '收货地址';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, TITLE) },
];

export default function ReceivePage() {
  return <PagePlaceholder title={TITLE} />;
}
