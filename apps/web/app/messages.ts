/**
 * Every piece of storefront UI text, zh-CN (DESIGN §8). Components and route modules read from here;
 * the shop name itself comes from the server (load context), never from this file.
 */
export const messages = {
  site: {
    tagline: '实验室试剂、耗材与仪器一站式采购',
    description:
      '面向企业、高校与科研院所采购人员的实验用品商城：化学试剂、生物试剂、实验耗材与仪器设备，支持按中文名、英文名、CAS 号、货号检索。',
    homeLink: '首页',
    footer: '实验室试剂、耗材与仪器供应',
  },
  home: {
    intro: '化学试剂、生物试剂、实验耗材与仪器设备，按中文名、英文名、CAS 号或货号查找所需产品。',
  },
  notFound: {
    title: '页面不存在',
    text: '抱歉，您访问的页面不存在。',
    backHome: '返回首页',
  },
  error: {
    title: '页面出错了',
    text: '抱歉，页面暂时无法显示，请稍后再试。',
    backHome: '返回首页',
  },
} as const;

/** `<title>` of a page other than home: `{page} - {shopName}`. Home's title is the shop name alone. */
export function pageTitle(shopName: string, page?: string): string {
  return page ? `${page} - ${shopName}` : shopName;
}
