import {
  aboutDetail,
  adminAboutDelete,
  adminAboutDetail,
  adminAboutList,
  adminAboutSave,
  sitemapContent,
} from '@labmall/contract/about-pages';
import {
  adminArticleCategoryDelete,
  adminArticleCategoryList,
  adminArticleCategorySave,
  adminArticleDelete,
  adminArticleDetail,
  adminArticleList,
  adminArticleSave,
  adminRichTextPreview,
  articleDetail,
  articleList,
} from '@labmall/contract/articles';
import {
  adminIssueCategoryDelete,
  adminIssueCategoryList,
  adminIssueCategorySave,
  adminIssueDelete,
  adminIssueDetail,
  adminIssueList,
  adminIssueSave,
  issueDetail,
  issueList,
} from '@labmall/contract/faqs';
import {
  adminProgrammeDelete,
  adminProgrammeDetail,
  adminProgrammeList,
  adminProgrammeSave,
  adminProgrammeSkus,
  programmeDetail,
  programmeList,
} from '@labmall/contract/solutions';
import { defineRoute } from '../platform/route.ts';

/** Articles, solutions, FAQs and about pages: the storefront's reads and the operator API. */
export const contentPageRoutes = [
  defineRoute({ ...articleList, handler: ({ payload, deps }) => deps.contentPages.articles.list(payload) }),
  defineRoute({
    ...articleDetail,
    handler: ({ payload, deps }) => deps.contentPages.articles.detail(payload.id),
  }),
  defineRoute({
    ...programmeList,
    handler: ({ payload, deps }) => deps.contentPages.solutions.list(payload),
  }),
  defineRoute({
    ...programmeDetail,
    handler: ({ payload, deps }) => deps.contentPages.solutions.detail(payload.id),
  }),
  defineRoute({ ...issueList, handler: ({ deps }) => deps.contentPages.faqs.list() }),
  defineRoute({ ...issueDetail, handler: ({ payload, deps }) => deps.contentPages.faqs.detail(payload.id) }),
  defineRoute({ ...aboutDetail, handler: ({ payload, deps }) => deps.contentPages.about.detail(payload.id) }),
  defineRoute({ ...sitemapContent, handler: ({ deps }) => deps.contentPages.sitemap() }),

  defineRoute({
    ...adminArticleCategoryList,
    handler: ({ deps }) => deps.contentPages.articles.categories(),
  }),
  defineRoute({
    ...adminArticleCategorySave,
    handler: ({ payload, deps }) => deps.contentPages.articles.saveCategory(payload),
  }),
  defineRoute({
    ...adminArticleCategoryDelete,
    handler: ({ payload, deps }) => deps.contentPages.articles.removeCategory(payload.id),
  }),
  defineRoute({
    ...adminArticleList,
    handler: ({ payload, deps }) => deps.contentPages.articles.adminList(payload),
  }),
  defineRoute({
    ...adminArticleDetail,
    handler: ({ payload, deps }) => deps.contentPages.articles.adminDetail(payload.id),
  }),
  defineRoute({
    ...adminArticleSave,
    handler: ({ payload, deps }) => deps.contentPages.articles.save(payload),
  }),
  defineRoute({
    ...adminRichTextPreview,
    handler: ({ payload, deps }) => deps.contentPages.preview(payload.body),
  }),
  defineRoute({
    ...adminArticleDelete,
    handler: ({ payload, deps }) => deps.contentPages.articles.remove(payload.id),
  }),

  defineRoute({
    ...adminProgrammeList,
    handler: ({ payload, deps }) => deps.contentPages.solutions.list(payload, false),
  }),
  defineRoute({
    ...adminProgrammeDetail,
    handler: ({ payload, deps }) => deps.contentPages.solutions.adminDetail(payload.id),
  }),
  defineRoute({
    ...adminProgrammeSave,
    handler: ({ payload, deps }) => deps.contentPages.solutions.save(payload),
  }),
  defineRoute({
    ...adminProgrammeSkus,
    // The bundle picker reads the catalogue's SKUs through the stock component's search, without its permission.
    handler: ({ payload, deps }) => deps.stock.skus(payload.keyword, payload.index, payload.pageSize),
  }),
  defineRoute({
    ...adminProgrammeDelete,
    handler: ({ payload, deps }) => deps.contentPages.solutions.remove(payload.id),
  }),

  defineRoute({ ...adminIssueCategoryList, handler: ({ deps }) => deps.contentPages.faqs.categories() }),
  defineRoute({
    ...adminIssueCategorySave,
    handler: ({ payload, deps }) => deps.contentPages.faqs.saveCategory(payload),
  }),
  defineRoute({
    ...adminIssueCategoryDelete,
    handler: ({ payload, deps }) => deps.contentPages.faqs.removeCategory(payload.id),
  }),
  defineRoute({
    ...adminIssueList,
    handler: ({ payload, deps }) => deps.contentPages.faqs.adminList(payload),
  }),
  defineRoute({
    ...adminIssueDetail,
    handler: ({ payload, deps }) => deps.contentPages.faqs.adminDetail(payload.id),
  }),
  defineRoute({ ...adminIssueSave, handler: ({ payload, deps }) => deps.contentPages.faqs.save(payload) }),
  defineRoute({
    ...adminIssueDelete,
    handler: ({ payload, deps }) => deps.contentPages.faqs.remove(payload.id),
  }),

  defineRoute({ ...adminAboutList, handler: ({ deps }) => deps.contentPages.about.adminList() }),
  defineRoute({
    ...adminAboutDetail,
    handler: ({ payload, deps }) => deps.contentPages.about.adminDetail(payload.id),
  }),
  defineRoute({ ...adminAboutSave, handler: ({ payload, deps }) => deps.contentPages.about.save(payload) }),
  defineRoute({
    ...adminAboutDelete,
    handler: ({ payload, deps }) => deps.contentPages.about.remove(payload.id),
  }),
];
