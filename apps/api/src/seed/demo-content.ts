import type { BusinessLink } from '../content/content.schema.ts';

/** Demo storefront configuration; the merchant edits it later in the console. */
export const demoConfig: Record<string, unknown> = {
  pc_bottom_nav: [
    {
      title: '购物指南',
      list: [
        { name: '注册与登录', url: '/issue/1' },
        { name: '快速下单', url: '/quick' },
        { name: '常见问题', url: '/issue/2' },
      ],
    },
    {
      title: '支付与发票',
      list: [
        { name: '对公转账', url: '/issue/3' },
        { name: '信用账期', url: '/issue/4' },
        { name: '增值税发票', url: '/issue/5' },
      ],
    },
    {
      title: '配送与售后',
      list: [
        { name: '危化品配送说明', url: '/issue/6' },
        { name: '退换货政策', url: '/issue/7' },
      ],
    },
    {
      title: '关于我们',
      list: [
        { name: '公司简介', url: '/about/1' },
        { name: '资质证书', url: '/about/2' },
        { name: '联系我们', url: '/about/3' },
      ],
    },
  ],
  pc_copyright_info: '© 2026 蓝标实验商城 版权所有 · 危险化学品经营许可证 沪（浦）应急管危经许〔2026〕000000',
  pc_login_bottom_nav: [
    { name: '关于我们', url: '/about/1' },
    { name: '联系我们', url: '/about/3' },
    { name: '常见问题', url: '/issue/2' },
  ],
  pc_selling_points: [
    { title: '正品保障', desc: '品牌直供，批次可追溯' },
    { title: '合规配送', desc: '危化品专车专线' },
    { title: '对公账期', desc: '支持对公转账与信用支付' },
  ],
  qr_codes: [
    { name: '官方小程序', image: '/images/qr-mini-program.svg' },
    { name: '官方公众号', image: '/images/qr-official-account.svg' },
  ],
  // Demo filing numbers (the real ones come from the MIIT and public-security filings).
  pc_icp_record: '沪ICP备2026000000号-1',
  pc_police_record: { text: '沪公网安备31011502000000号', code: '31011502000000' },
};

export interface DemoNavEntry {
  code: string;
  name: string;
  link: BusinessLink;
  list?: { name: string; link: BusinessLink }[];
  children?: DemoNavEntry[];
}

export const demoNav: DemoNavEntry[] = [
  { code: 'home', name: '首页', link: { type: 0, params: {} } },
  {
    code: 'reagents',
    name: '化学试剂',
    link: { type: 7, params: { product_type_id: 1 } },
    list: [
      { name: '分析纯', link: { type: 7, params: { keyword: '分析纯' } } },
      { name: '色谱纯', link: { type: 7, params: { keyword: '色谱纯' } } },
    ],
    children: [
      { code: 'reagents-organic', name: '有机试剂', link: { type: 7, params: { product_type_id: 2 } } },
      { code: 'reagents-inorganic', name: '无机试剂', link: { type: 7, params: { product_type_id: 3 } } },
    ],
  },
  { code: 'consumables', name: '实验耗材', link: { type: 7, params: { product_type_id: 10 } } },
  { code: 'instruments', name: '仪器设备', link: { type: 7, params: { product_type_id: 20 } } },
  { code: 'brands', name: '品牌馆', link: { type: 41, params: {} } },
  { code: 'programme', name: '解决方案', link: { type: 26, params: {} } },
  // The demo's activity theme (demo-activities.ts): on a fresh store it is the first theme, id 1.
  { code: 'sales', name: '促销活动', link: { type: 40, params: { activity_theme_id: 1 } } },
  { code: 'points', name: '积分商城', link: { type: 36, params: {} } },
  { code: 'news', name: '资讯中心', link: { type: 22, params: {} } },
];
