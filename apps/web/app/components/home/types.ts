import type { GetAnswer } from '@labmall/contract';

/** `GET /home/page` as a member receives it (a visitor's products have no `min_price`). */
export type HomePage = GetAnswer<'/home/page'>;
export type HomeBanner = HomePage['banners'][number];
export type HomeFloor = HomePage['floors'][number];
export type HomeProduct = HomePage['new_arrivals'][number];
export type HomeBrand = HomePage['brands'][number];

/** A current activity for the home slot (issue 22's data, wired after the merge). */
export interface HomeActivity {
  id: number;
  title: string;
  /** Where it leads, already resolved (e.g. `/sales/3`). */
  href: string;
  /** A short line under the title: dates, the offer. */
  note?: string;
}

/** A recent article or solution for the home slot (the content branch's data, wired after the merge). */
export interface HomeStory {
  kind: 'article' | 'solution';
  id: number;
  title: string;
  href: string;
  /** ISO date, shown as YYYY-MM-DD. */
  date?: string;
}
