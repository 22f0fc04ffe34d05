/** The sandbox cashier: what the QR code opens. Plain server-rendered HTML, no script (CSP-safe). */
import { fenToYuan } from '@shop/shared';
import { escapeHtml as esc } from '../../lib/html';
import type { CashierTicket } from './sandbox.sign';

const shell = (title: string, body: string) => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title>
<style>body{font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f5f5;margin:0}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:8px;padding:24px;text-align:center}
.amt{font-size:32px;color:#cf1322;margin:16px 0}.tip{color:#8c8c8c;font-size:13px}
button{background:#1a7f37;color:#fff;border:0;border-radius:4px;font-size:16px;padding:10px 40px;cursor:pointer}</style>
</head><body><main>${body}</main></body></html>`;

const CHANNEL = { wechat: '微信支付', alipay: '支付宝' } as const;

export function cashierPage(ticket: CashierTicket, token: string): string {
  const action = `/api/payment/sandbox/${encodeURIComponent(ticket.out_trade_no)}/confirm`;
  return shell(
    `${CHANNEL[ticket.channel]}（沙箱）`,
    `<h2>${CHANNEL[ticket.channel]} · 沙箱收银台</h2>
<p>${esc(ticket.subject)}</p><p class="tip">交易号 ${esc(ticket.out_trade_no)}</p>
<div class="amt">¥${fenToYuan(ticket.amount_fen)}</div>
<form method="post" action="${esc(action)}"><input type="hidden" name="t" value="${esc(token)}">
<button type="submit">确认支付</button></form>
<p class="tip">演示环境：不会产生真实扣款。支付结果将异步通知商户。</p>`,
  );
}

export const paidPage = (ticket: CashierTicket) =>
  shell(
    '支付成功',
    `<h2>支付成功</h2><div class="amt">¥${fenToYuan(ticket.amount_fen)}</div>
<p class="tip">正在通知商户，请返回商城页面查看订单状态。</p>`,
  );

export const invalidPage = () =>
  shell('链接已失效', '<h2>支付链接已失效</h2><p class="tip">请返回商城重新发起支付。</p>');

export const refusedPage = (message: string) =>
  shell(
    '无法支付',
    `<h2>无法支付</h2><p class="tip">${esc(message)}</p><p><a href="/login">登录商城</a></p>`,
  );
