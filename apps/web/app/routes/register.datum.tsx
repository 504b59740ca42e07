import { PagePlaceholder } from '../components/page-placeholder';
import { pageTitle } from '../messages';
import type { Route } from './+types/register.datum';

const TITLE = '填写账户信息';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, TITLE) },
];

export default function RegisterDatumPage() {
  return <PagePlaceholder title={TITLE} />;
}
