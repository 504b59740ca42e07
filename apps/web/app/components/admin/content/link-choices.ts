import { LinkType } from '@labmall/rules';

/** Each business link type the console offers, its name and the one id it needs (if any). */
export const linkChoices: { type: number; label: string; param?: string; paramLabel?: string }[] = [
  { type: LinkType.ProductList, label: '商品列表（分类、关键词）' },
  { type: LinkType.Product, label: '商品', param: 'product_id', paramLabel: '商品编号' },
  { type: LinkType.Activity, label: '促销活动', param: 'activity_id', paramLabel: '活动编号' },
  { type: LinkType.ActivityTheme, label: '活动专题', param: 'activity_theme_id', paramLabel: '专题编号' },
  { type: LinkType.SolutionList, label: '解决方案列表' },
  { type: LinkType.Solution, label: '解决方案', param: 'solution_id', paramLabel: '方案编号' },
  { type: LinkType.NewsList, label: '资讯列表' },
  { type: LinkType.News, label: '资讯文章', param: 'news_id', paramLabel: '文章编号' },
  { type: LinkType.Problem, label: '常见问题', param: 'problem_id', paramLabel: '问题编号' },
  { type: LinkType.Page, label: '关于我们页面', param: 'page_id', paramLabel: '页面编号' },
  { type: LinkType.Points, label: '积分商城' },
  { type: LinkType.Coupons, label: '领券中心' },
  { type: LinkType.Brands, label: '品牌馆' },
];

export type LinkValue = { type: number; params: Record<string, string | number> };

/** The params a link of this type keeps: only its own, so a changed type leaves no stray id behind. */
export function paramsFor(
  type: number,
  params: Record<string, string | number>,
): Record<string, string | number> {
  if (type === LinkType.ProductList) {
    const kept: Record<string, string | number> = {};
    if (params.product_type_id) kept.product_type_id = Number(params.product_type_id);
    if (String(params.keyword ?? '').trim()) kept.keyword = String(params.keyword).trim();
    return kept;
  }
  const param = linkChoices.find((c) => c.type === type)?.param;
  return param && params[param] ? { [param]: Number(params[param]) } : {};
}
