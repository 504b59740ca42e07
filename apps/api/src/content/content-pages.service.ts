import type { Db } from '../platform/db.ts';
import { type RichTextOptions, sanitizeRichText } from '../platform/rich-text.ts';
import { createAboutPageService } from './about-pages.service.ts';
import { createArticleService } from './articles.service.ts';
import { createFaqService } from './faqs.service.ts';
import { createSolutionService } from './solutions.service.ts';

const stamp = (rows: { id: number; updatedAt: Date }[]) =>
  rows.map((r) => ({ id: r.id, updated_at: r.updatedAt.toISOString() }));

/**
 * The editorial pages (issue 23): articles, solutions, FAQs and about pages, each with its public
 * reads and its operator API, and what the sitemap lists of them.
 */
export function createContentPagesService(deps: { db: Db; richText: RichTextOptions }) {
  const articles = createArticleService(deps);
  const solutions = createSolutionService(deps);
  const faqs = createFaqService(deps);
  const about = createAboutPageService(deps);
  return {
    articles,
    solutions,
    faqs,
    about,
    /** `POST /admin/content/preview`: the body as a page would show it, sanitised the same way, kept nowhere. */
    preview: async (body: string) => ({ body: sanitizeRichText(body, deps.richText) }),
    async sitemap() {
      const [a, s, f, p] = await Promise.all([
        articles.stamps(),
        solutions.stamps(),
        faqs.stamps(),
        about.stamps(),
      ]);
      return { articles: stamp(a), programmes: stamp(s), issues: stamp(f), abouts: stamp(p) };
    },
  };
}

export type ContentPagesService = ReturnType<typeof createContentPagesService>;
