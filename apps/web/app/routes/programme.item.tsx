import { PagePlaceholder } from '../components/page-placeholder';
import { pageTitle } from '../messages';
import type { Route } from './+types/programme.item';

const TITLE = '方案详情';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, TITLE) },
];

export default function ProgrammeItemPage() {
  return <PagePlaceholder title={TITLE} />;
}
