/** Texts of the content pages (/article, /programme, /issue, /about); all zh-CN. */
export const contentMessages = {
  crumbs: '当前位置',
  home: '首页',
  article: {
    title: '资讯中心',
    description: (category: string | null) =>
      category
        ? `${category}：实验试剂与耗材采购相关的${category}。`
        : '公司新闻、行业资讯与应用笔记：危化品合规、报销、实验方法与采购提示。',
    all: '全部',
    categories: '资讯分类',
    published: '发布于',
    author: '来源',
    prev: '上一篇',
    next: '下一篇',
    none: '没有了',
    neighbours: '相邻文章',
  },
  programme: {
    title: '解决方案',
    description:
      '按实验场景整理的试剂与耗材套装：琼脂糖凝胶电泳、LB 培养基、水质硬度、HPLC 流动相等，一键加入采购单。',
    items: (n: number) => `套装含 ${n} 种商品`,
    view: '查看方案',
    bundle: '方案产品',
    name: '商品',
    sku: '货号',
    pack: '包装',
    quantity: '数量',
    price: '单价',
    total: '合计',
    offSale: '已下架',
    addAll: '一键加入采购单',
    added: '方案产品已加入采购单',
    emptyBundle: '该方案暂未配置产品',
    skipped: (n: number) => `其中 ${n} 种已下架，未加入`,
  },
  issue: {
    title: '常见问题',
    description: '注册与下单、对公转账与发票、危险化学品配送、退换货等常见问题的解答。',
    related: '同类问题',
    back: '全部常见问题',
  },
  about: {
    title: '关于我们',
    pages: '关于我们',
  },
} as const;
