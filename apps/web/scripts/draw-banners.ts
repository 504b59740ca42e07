// Draws the demo home-page banners as WebP files in public/images/banners/ (committed; run again only
// to change them): `node apps/web/scripts/draw-banners.ts` through npx/npm (Node 24).
//
// Each banner is an SVG drawn here, rasterised by the Debian Chromium that the journeys already use
// (playwright-core), and encoded by the browser's own canvas WebP encoder at two widths, so the store
// needs no image library. Chromium's canvas cannot encode AVIF; WebP is what every current browser
// decodes (ADR 0023).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const OUT = fileURLToPath(new URL('../public/images/banners/', import.meta.url));
const WIDTHS = [750, 1200];
const RATIO = 3; // width : height

interface Banner {
  file: string;
  title: string;
  subtitle: string;
  tag: string;
  from: string;
  to: string;
  accent: string;
  motif: 'flask' | 'tubes' | 'molecule' | 'ticket';
}

export const demoBannerArt: Banner[] = [
  {
    file: 'hplc-solvents',
    title: '色谱溶剂专场',
    subtitle: '乙腈 · 甲醇 · 正己烷 HPLC 级，批次 COA 可查',
    tag: '色谱试剂',
    from: '#0b3a8f',
    to: '#1677ff',
    accent: '#91caff',
    motif: 'flask',
  },
  {
    file: 'consumables',
    title: '实验耗材一站配齐',
    subtitle: '离心管、吸头、滤器按件装批量采购',
    tag: '实验耗材',
    from: '#0f5132',
    to: '#20a162',
    accent: '#b7eb8f',
    motif: 'tubes',
  },
  {
    file: 'solutions',
    title: '实验室解决方案',
    subtitle: '按实验配好的试剂与耗材清单，一键加入采购单',
    tag: '解决方案',
    from: '#3b1f78',
    to: '#7a4fd6',
    accent: '#d3adf7',
    motif: 'molecule',
  },
  {
    file: 'new-member',
    title: '新会员专享券',
    subtitle: '注册即领满 500 减 50 优惠券，对公账期同样可用',
    tag: '优惠券',
    from: '#8a2c0d',
    to: '#e8590c',
    accent: '#ffd591',
    motif: 'ticket',
  },
];

function motif(kind: Banner['motif'], accent: string): string {
  const stroke = `fill="none" stroke="${accent}" stroke-width="10" stroke-linejoin="round" opacity="0.9"`;
  switch (kind) {
    case 'flask':
      return `<path d="M880 70 h80 M895 70 v90 l-75 150 a20 20 0 0 0 18 30 h164 a20 20 0 0 0 18 -30 l-75 -150 v-90" ${stroke}/>
        <path d="M850 260 h140 l25 45 h-190 z" fill="${accent}" opacity="0.55"/>`;
    case 'tubes':
      return [0, 1, 2, 3]
        .map((i) => {
          const x = 820 + i * 70;
          return `<path d="M${x} 80 v200 a25 25 0 0 0 50 0 v-200" ${stroke}/>
            <rect x="${x + 5}" y="${190 - i * 25}" width="40" height="${90 + i * 25}" rx="18" fill="${accent}" opacity="0.55"/>`;
        })
        .join('');
    case 'molecule': {
      const p = [
        [900, 110],
        [990, 160],
        [990, 260],
        [900, 310],
        [810, 260],
        [810, 160],
      ];
      const ring = `<path d="M${p.map((q) => q.join(' ')).join(' L')} Z" ${stroke}/>`;
      return `${ring}${p.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="18" fill="${accent}"/>`).join('')}
        <path d="M990 160 L1080 110" ${stroke}/><circle cx="1080" cy="110" r="18" fill="${accent}"/>`;
    }
    case 'ticket':
      return `<path d="M800 110 h300 v50 a30 30 0 0 0 0 60 v50 h-300 v-50 a30 30 0 0 0 0 -60 z" ${stroke}/>
        <text x="950" y="215" text-anchor="middle" font-size="64" font-weight="700" fill="${accent}">¥50</text>`;
  }
}

function svg(b: Banner): string {
  const w = 1200;
  const h = w / RATIO;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${b.from}"/><stop offset="1" stop-color="${b.to}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  <circle cx="1120" cy="-40" r="220" fill="#fff" opacity="0.06"/>
  <circle cx="700" cy="440" r="180" fill="#fff" opacity="0.05"/>
  <g font-family="Noto Sans CJK SC, sans-serif" fill="#fff">
    <rect x="80" y="92" width="${b.tag.length * 26 + 36}" height="44" rx="22" fill="#fff" opacity="0.18"/>
    <text x="98" y="123" font-size="26">${b.tag}</text>
    <text x="80" y="220" font-size="72" font-weight="700">${b.title}</text>
    <text x="80" y="282" font-size="30" opacity="0.92">${b.subtitle}</text>
  </g>
  ${motif(b.motif, b.accent)}
</svg>`;
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const page = await browser.newPage();
await page.setContent('<!doctype html><meta charset="utf-8"><body></body>');
for (const banner of demoBannerArt) {
  for (const width of WIDTHS) {
    const dataUrl = await page.evaluate(
      async ({ markup, width, height }) => {
        const img = new Image();
        img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        canvas.getContext('2d')!.drawImage(img, 0, 0, width, height);
        return canvas.toDataURL('image/webp', 0.82);
      },
      { markup: svg(banner), width, height: width / RATIO },
    );
    if (!dataUrl.startsWith('data:image/webp')) throw new Error('this Chromium did not encode WebP');
    const file = `${OUT}${banner.file}-${width}.webp`;
    writeFileSync(file, Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
    console.log(file);
  }
}
await browser.close();
