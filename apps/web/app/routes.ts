import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

// Every SPEC §2 route is its own lazily loaded module (framework mode splits per route file).
// All pages sit in the frame layout (header, footer, side bar); the user centre adds its side menu.
export default [
  // Resource routes for crawlers (DESIGN §8): XML, no frame.
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.index.ts'),
  route('sitemap/static.xml', 'routes/sitemap.static.ts'),
  route('sitemap/content.xml', 'routes/sitemap.content.ts'),
  route('sitemap/products/:file', 'routes/sitemap.products.ts'),
  // The quick-order template (a download, no frame).
  route('quick/template.xlsx', 'routes/quick.template.ts'),
  route('user/order/:number/sheet', 'routes/user/order.sheet.ts'),
  // The console (docs/console.md): its own shell, loaded only on /admin; no storefront page imports it.
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/workbench.tsx'),
    route('orders', 'routes/admin/orders.tsx'),
    route('orders/:number', 'routes/admin/order.tsx'),
    route('*', 'routes/admin/planned.tsx'),
  ]),
  layout('routes/frame.tsx', [
    index('routes/home.tsx'),
    route('login', 'routes/login.tsx'),
    route('register', 'routes/register.tsx'),
    route('register/datum', 'routes/register.datum.tsx'),
    route('register/success', 'routes/register.success.tsx'),
    route('list', 'routes/list.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('quick', 'routes/quick.tsx'),
    route('points', 'routes/points.tsx'),
    route('points/:id', 'routes/points.item.tsx'),
    route('order', 'routes/order.tsx'),
    route('pay', 'routes/pay.tsx'),
    // /item/{id?} (SPEC §2): without an id, the last viewed product or the list (ADR 0039).
    route('item', 'routes/last-viewed.tsx', { id: 'item-without-id' }),
    route('item/:id', 'routes/item.tsx'),
    route('article', 'routes/article.tsx'),
    route('article/:id', 'routes/article.item.tsx'),
    route('brand', 'routes/brand.tsx'),
    route('coupon', 'routes/coupon.tsx'),
    route('programme', 'routes/programme.tsx'),
    route('programme/:id', 'routes/programme.item.tsx'),
    route('sales/theme/:id?', 'routes/sales.theme.tsx'),
    route('sales/:id?', 'routes/sales.tsx'),
    route('about/:id?', 'routes/about.tsx'),
    route('issue/:id?', 'routes/issue.tsx'),
    route('error/:message?', 'routes/error.tsx'),
    route('admin/login', 'routes/admin/login.tsx'),
    route('user', 'routes/user/layout.tsx', [
      index('routes/user/home.tsx'),
      route('order', 'routes/user/order.tsx'),
      route('order/:number', 'routes/user/order.detail.tsx'),
      route('bill', 'routes/user/bill.tsx'),
      route('bill/record', 'routes/user/bill.record.tsx'),
      route('bill/statement/:id', 'routes/user/bill.statement.tsx'),
      route('bill/statement/:id/sheet', 'routes/user/bill.sheet.ts'),
      route('points', 'routes/user/points.tsx'),
      route('coupon', 'routes/user/coupon.tsx'),
      route('history', 'routes/user/history.tsx'),
      route('collect', 'routes/user/collect.tsx'),
      route('collect/item', 'routes/user/collect.item.tsx'),
      route('inquiry', 'routes/user/inquiry.tsx'),
      route('message', 'routes/user/message.tsx'),
      route('receive', 'routes/user/receive.tsx'),
      route('invoice', 'routes/user/invoice.tsx'),
      route('datum', 'routes/user/datum.tsx'),
      route('config', 'routes/user/config.tsx'),
    ]),
    // Unmatched paths go to /error/404 (SPEC §4).
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
