/**
 * Demo solutions for /programme, each with a bundle named by 货号 of the demo catalogue (looked up at
 * seed time; a 货号 the catalogue no longer has is left out). Solution 1 sells freely (no controlled
 * goods), so a visitor who registers can put the whole bundle in the cart at once.
 */
export interface DemoSolution {
  id: number;
  title: string;
  summary: string;
  body: string;
  items: [sku: string, quantity: number][];
}

export const demoSolutions: DemoSolution[] = [
  {
    id: 1,
    title: 'DNA 琼脂糖凝胶电泳入门方案（TAE 体系）',
    summary: '从配胶、上样到回收，分子生物学实验室最常用的核酸检测方法所需试剂与耗材，一次备齐。',
    body: `<p>适用于 PCR 产物检测、质粒鉴定和酶切验证。方案按一个课题组一个月约 60 块胶的用量配置。</p>
<h2>方案包含</h2>
<ul>
<li>琼脂糖（生化试剂 BR）：1% 胶每块约 0.5 g；</li>
<li>Tris 与 EDTA 二钠：配制 50× TAE 母液；</li>
<li>微量离心管、PCR 八连管与吸头：样品准备与上样。</li>
</ul>
<h2>另需自备</h2>
<p>冰乙酸（危险化学品，需单位实名认证后单独下单）、核酸染料、DNA Marker，以及水平电泳槽和凝胶成像系统。</p>
<p>胶浓度的选择见应用笔记<a href="/article/10">《DNA 琼脂糖凝胶电泳：胶浓度怎么选》</a>。</p>`,
    items: [
      ['BY-B00058-5G', 2],
      ['BY-B00001-100G', 1],
      ['LB-C00516-100G', 1],
      ['BY-G00013-1.5ML', 1],
      ['BY-G00017', 1],
      ['AJD-G00015-10UL', 1],
      ['AJD-G00015-200UL', 1],
    ],
  },
  {
    id: 2,
    title: '大肠杆菌培养与 LB 培养基配制方案',
    summary: 'LB 液体与固体培养基的全部组分、平板和试剂瓶，适合质粒扩增与感受态细胞制备。',
    body: `<p>LB 培养基（Luria-Bertani）配方：每升含胰蛋白胨 10 g、酵母提取物 5 g、氯化钠 10 g；固体培养基另加琼脂粉 15 g。</p>
<h2>配制步骤</h2>
<ol>
<li>称量各组分溶于 950 mL 水，用氢氧化钠调 pH 至 7.0，定容至 1 L；</li>
<li>分装于蓝盖试剂瓶，121 ℃ 高压灭菌 20 分钟；</li>
<li>固体培养基冷却至 55 ℃ 左右加入抗生素后倒平板，每个 φ90 mm 平板约 20 mL。</li>
</ol>
<p>方案中的氯霉素用于 pACYC 等氯霉素抗性质粒的筛选；使用氨苄青霉素的课题组请单独选购。</p>`,
    items: [
      ['TN-B00106-100G', 2],
      ['BY-B00105-100G', 1],
      ['HX-C00286-500G', 1],
      ['TN-B00059-100G', 1],
      ['TN-B00103-25G', 1],
      ['AJD-G00020-V1', 10],
      ['RJ-G00007-500ML', 4],
      ['BY-G00014-15ML', 2],
    ],
  },
  {
    id: 3,
    title: '水质总硬度测定方案（EDTA 络合滴定法，GB/T 7477）',
    summary: '环境监测与水厂化验室常规项目：EDTA 标准溶液、氨缓冲液、铬黑T 指示剂与滴定玻璃器皿。',
    body: `<p>本方案对应 GB/T 7477《水质 钙和镁总量的测定 EDTA 滴定法》，测定范围 0.05–5 mmol/L。</p>
<h2>方案包含</h2>
<ul>
<li>乙二胺四乙酸二钠与碳酸钙：配制并标定 EDTA 标准溶液；</li>
<li>氯化铵与氨水：配制 pH 10 缓冲溶液；</li>
<li>铬黑T：指示剂；</li>
<li>酸式滴定管、锥形瓶、容量瓶与量筒。</li>
</ul>
<p><strong>注意</strong>：氨水与铬黑T 属危险化学品，下单前须完成单位实名认证。操作要点见<a href="/article/9">应用笔记</a>。</p>`,
    items: [
      ['LB-C00516-100G', 1],
      ['SY-C00344-500G', 1],
      ['TN-C00294-500G', 1],
      ['SY-C00440-500ML', 1],
      ['HX-C00496-25G', 1],
      ['RJ-G00010-50ML', 1],
      ['RJ-G00005-250ML', 6],
      ['RJ-G00003-1000ML', 1],
      ['RJ-G00006-50ML', 1],
    ],
  },
  {
    id: 4,
    title: 'HPLC 流动相与样品前处理方案',
    summary: '色谱纯乙腈、甲醇、甲酸，配套针式滤器、样品瓶与 C18 色谱柱，适用于常规反相色谱方法。',
    body: `<p>适用于药物分析、食品检测中的常规反相 HPLC 方法（0.1% 甲酸水–乙腈梯度）。</p>
<h2>方案包含</h2>
<table>
<thead><tr><th>用途</th><th>商品</th></tr></thead>
<tbody>
<tr><td>有机相</td><td>乙腈、甲醇（色谱纯）</td></tr>
<tr><td>水相添加剂</td><td>甲酸</td></tr>
<tr><td>样品过滤</td><td>0.22 μm 尼龙针式滤器（13 mm）</td></tr>
<tr><td>进样</td><td>2 mL 螺口样品瓶与 PTFE/硅胶垫瓶盖</td></tr>
<tr><td>分离</td><td>C18 反相色谱柱 4.6×150 mm，5 μm</td></tr>
</tbody>
</table>
<p>乙腈、甲醇、甲酸为危险化学品，由危货专车配送。配制细节见<a href="/article/8">应用笔记</a>。</p>`,
    items: [
      ['HX-C00049-1L', 4],
      ['HX-C00001-1L', 4],
      ['LB-C00149-100ML', 1],
      ['AJD-G00023-0.22UM', 1],
      ['MP-G00033-V1', 1],
      ['MP-G00034', 1],
      ['MP-G00035-4.6X150MM', 1],
    ],
  },
  {
    id: 5,
    title: 'pH 计三点校准与常规溶液配制方案',
    summary: '三种标准缓冲溶液、烧杯、A 级容量瓶，以及丁腈手套与实验服，新建实验室的基础配置。',
    body: `<p>新实验室开展 pH 测定和常规溶液配制时的最小配置。</p>
<ul>
<li>pH 4.00、6.86、9.18 标准缓冲溶液各一瓶，用于三点校准；</li>
<li>100 mL 烧杯与 A 级容量瓶，用于溶液配制和定容；</li>
<li>一次性丁腈手套与纯棉实验服，基础个人防护。</li>
</ul>
<p>缓冲液的使用与保存见<a href="/article/11">应用笔记</a>。</p>`,
    items: [
      ['HX-S00009-V1', 1],
      ['HX-S00010-V1', 1],
      ['HX-S00011-V1', 1],
      ['RJ-G00001-100ML', 3],
      ['RJ-G00003-100ML', 2],
      ['AJD-P00001-M', 1],
      ['AJD-P00004-M', 1],
    ],
  },
];
