import { PagePlaceholder } from '../components/page-placeholder';
import { pageTitle } from '../messages';
import type { Route } from './+types/article.item';

const TITLE = '资讯详情';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, TITLE) },
];

export default function ArticleItemPage() {
  return <PagePlaceholder title={TITLE} />;
}
