import { PagePlaceholder } from '../components/page-placeholder';
import { pageTitle } from '../messages';
import type { Route } from './+types/register';

const TITLE = '免费注册';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, TITLE) },
];

export default function RegisterPage() {
  return <PagePlaceholder title={TITLE} />;
}
