import { displayYuan } from '@labmall/rules';
import type { SandboxTrade } from './sandbox-gateway.ts';
import { CASHIER_PATH } from './sandbox-gateway.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:14px/1.6 "PingFang SC","Microsoft YaHei",system-ui,sans-serif;color:#1f2329;background:#f2f4f7}
header{background:#0958d9;color:#fff;padding:14px 24px;font-size:16px;font-weight:600}
header small{font-weight:400;margin-left:8px;font-size:13px}
main{max-width:560px;margin:32px auto;padding:0 16px}
.card{background:#fff;border-radius:8px;padding:28px 24px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h1{font-size:18px;margin:0 0 4px}
.note{color:#646a73;margin:0 0 20px;font-size:13px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:10px 16px;align-items:baseline;margin:0 0 24px}
dt{color:#646a73}
dd{margin:0;word-break:break-all}
.amount{font-size:28px;color:#d4380d;font-weight:600;font-variant-numeric:tabular-nums}
.actions{display:flex;gap:12px;flex-wrap:wrap}
button{flex:1 1 160px;min-height:44px;font:inherit;font-size:16px;border-radius:6px;cursor:pointer;border:1px solid #0958d9}
.pay{background:#0958d9;color:#fff}
.fail{background:#fff;color:#0958d9}
button:focus-visible{outline:3px solid #91caff;outline-offset:2px}
@media (max-width:480px){main{margin:16px auto}.card{padding:20px 16px}dl{grid-template-columns:1fr;gap:2px}dd{margin-bottom:8px}}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>支付沙箱<small>测试用收银台，不会产生真实扣款</small></header>
<main>${body}</main>
</body>
</html>`;
}

/** The sandbox cashier: the trade and two buttons (no script: the site's CSP applies here too). */
export function cashierPage(trade: SandboxTrade, signed: Record<string, string>): string {
  const hidden = [
    'app_id',
    'out_trade_no',
    'total_amount',
    'subject',
    'return_url',
    'notify_url',
    'timestamp',
    'sign',
    'sign_type',
  ]
    .filter((key) => typeof signed[key] === 'string')
    .map((key) => `<input type="hidden" name="${key}" value="${escapeHtml(signed[key] as string)}">`)
    .join('\n');
  return page(
    '支付沙箱 - 收银台',
    `<section class="card" aria-labelledby="cashier-title">
<h1 id="cashier-title">确认付款</h1>
<p class="note">选择支付结果后，沙箱会向商城发送签名的异步通知，并带您回到商城。</p>
<dl>
<dt>订单</dt><dd>${escapeHtml(trade.subject)}</dd>
<dt>商户交易号</dt><dd>${escapeHtml(trade.out_trade_no)}</dd>
<dt>应付金额</dt><dd><span class="amount">${escapeHtml(displayYuan(trade.total_amount))}</span></dd>
</dl>
<form method="post" action="${CASHIER_PATH}">
${hidden}
<div class="actions">
<button class="pay" type="submit" name="outcome" value="pay">支付成功</button>
<button class="fail" type="submit" name="outcome" value="fail">支付失败</button>
</div>
</form>
</section>`,
  );
}

export function cashierProblemPage(): string {
  return page(
    '支付沙箱 - 请求无效',
    `<section class="card"><h1>支付请求无效</h1><p class="note">链接不完整或签名不符，请回到商城重新发起支付。</p></section>`,
  );
}
