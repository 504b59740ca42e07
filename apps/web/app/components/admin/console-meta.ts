/**
 * A console page's head: its title under the console's and the shop's name, and never indexed. React
 * Router lets a page's `meta` replace its layout's, so each page says it through this one helper.
 */
export const consoleMeta = (page: string, shopName: string | undefined) => [
  { title: `${page} - 运营后台 - ${shopName ?? ''}` },
  { name: 'robots', content: 'noindex, nofollow' },
];
