import { PagePlaceholder } from '../components/page-placeholder';
import { pageTitle } from '../messages';
import type { Route } from './+types/register.success';

const TITLE = '注册成功';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, TITLE) },
];

export default function RegisterSuccessPage() {
  return <PagePlaceholder title={TITLE} />;
}
