import { PagePlaceholder } from '../components/page-placeholder';
import { pageTitle } from '../messages';
import type { Route } from './+types/programme';

const TITLE = '解决方案';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, TITLE) },
];

export default function ProgrammePage() {
  return <PagePlaceholder title={TITLE} />;
}
