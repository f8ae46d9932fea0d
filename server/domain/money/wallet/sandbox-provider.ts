import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The sandbox payment provider of the reference server (docs/ledger.md "Recharge"): a page outside the app where the
 * fan confirms or fails a payment, as a real provider's checkout would, and which then sends the server its signed
 * notice. The page's address is signed too, so nobody settles another fan's payment by guessing its id.
 */
const pageSignature = (secret: string, rechargeId: number, back: string) =>
  createHmac('sha256', secret).update(`page|${rechargeId}|${back}`).digest('hex');

/** The checkout page's signed address for a payment, with the app page to go back to. */
export function sandboxPayUrl(secret: string, rechargeId: number, back: string): string {
  return `/sandbox-pay/${rechargeId}?back=${encodeURIComponent(back)}&t=${pageSignature(secret, rechargeId, back)}`;
}

/** Whether the page's token is the signature of this payment and back address. */
export function pageAllowed(secret: string, rechargeId: number, back: string, token: string): boolean {
  const expected = Buffer.from(pageSignature(secret, rechargeId, back));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The checkout page: what is paid, and the two outcomes a tester picks. Plain HTML, no script. */
export function sandboxPage(input: {
  rechargeId: number;
  gold: number;
  priceFen: number;
  status: number;
  back: string;
  token: string;
}): string {
  const { rechargeId, gold, priceFen, status, back, token } = input;
  const yuan = (priceFen / 100).toFixed(2);
  const form = (result: 1 | 2, label: string, style: string) =>
    `<form method="post" action="/sandbox-pay/${rechargeId}"><input type="hidden" name="t" value="${escape(token)}"><input type="hidden" name="back" value="${escape(back)}"><input type="hidden" name="result" value="${result}"><button style="${style}" data-result="${result}">${label}</button></form>`;
  const actions =
    status === 0
      ? form(1, '确认支付 Pay', 'background:#07c160;color:#fff') +
        form(2, '模拟失败 Fail', 'background:#fff;color:#e5484d;border:1px solid #e5484d')
      : `<p>${status === 1 ? '已支付 Paid' : '支付失败 Failed'}</p><a href="/m${escape(back)}?recharge=${rechargeId}">返回 Back</a>`;
  return `<!doctype html><html lang="zh"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>沙箱支付 Sandbox payment</title>
<style>body{margin:0;font:16px system-ui,sans-serif;background:#f2f3f5;color:#1d2129}main{margin:2rem 1rem;padding:1.5rem;background:#fff;border-radius:12px;text-align:center}
h1{font-size:1rem;color:#86909c;font-weight:500}.price{font-size:2.25rem;font-weight:700;margin:.5rem 0}button{width:100%;height:3rem;margin-top:.75rem;border:0;border-radius:999px;font-size:1rem}</style></head>
<body><main><h1>沙箱支付 · Sandbox payment #${rechargeId}</h1><div class="price">¥${yuan}</div><p>${gold} 金币 gold</p>${actions}</main></body></html>`;
}
