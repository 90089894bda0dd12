import { translate, type TLanguage } from '@futsal/shared';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export interface CheckoutView {
  lang: TLanguage;
  subscriptionId: string;
  token: string;
  plan: string;
  period: 'monthly' | 'yearly';
  amount: number;
  currency: string;
}

/**
 * Light and dark from the system setting; no script, so the app's CSP holds. The light colours are
 * the web app's light theme's (white on #43a047 was 3.3:1, #1e88e5 on white 3.7:1, #e53935 4.2:1):
 * each text reaches WCAG AA, 4.5:1, on the paper and the background (decision 0113).
 */
const STYLE = `
:root{color-scheme:light dark;--bg:#f5f5f5;--paper:#fff;--text:#212121;--muted:#616161;--primary:#1565c0;--ok:#2e7d32;--bad:#c62828;--line:#e0e0e0}
@media (prefers-color-scheme:dark){:root{--bg:#121212;--paper:#1e1e1e;--text:#f5f5f5;--muted:#bdbdbd;--primary:#90caf9;--ok:#81c784;--bad:#ef9a9a;--line:#333}}
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--text);font:16px/1.5 Roboto,Helvetica,Arial,sans-serif;padding:16px}
main{width:100%;max-width:440px;background:var(--paper);border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.12);padding:28px}
h1{font-size:1.5rem;font-weight:500;margin:0 0 4px}.badge{display:inline-block;font-size:.75rem;font-weight:600;letter-spacing:.04em;text-transform:uppercase;color:var(--primary);border:1px solid var(--primary);border-radius:999px;padding:2px 10px;margin-bottom:12px}
p{color:var(--muted);margin:0 0 20px}dl{display:grid;grid-template-columns:1fr auto;gap:8px 16px;margin:0 0 24px;padding:16px 0;border-top:1px solid var(--line);border-bottom:1px solid var(--line)}
dt{color:var(--muted)}dd{margin:0;text-align:right;font-weight:500}.total{font-size:1.25rem}
form{display:grid;gap:10px}button{font:inherit;font-weight:500;border:0;border-radius:8px;padding:12px 16px;cursor:pointer}
.approve{background:var(--ok);color:#fff}.decline{background:transparent;color:var(--bad);border:1px solid var(--bad)}.pending{background:transparent;color:var(--text);border:1px solid var(--line)}
@media (prefers-color-scheme:dark){.approve{color:#121212}}a{color:var(--primary)}`;

function page(lang: TLanguage, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · Futsal Manager</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function checkoutPage(v: CheckoutView): string {
  const t = (key: string) => escapeHtml(translate(v.lang, `sandboxCheckout.${key}`));
  const money = new Intl.NumberFormat(v.lang, { style: 'currency', currency: v.currency }).format(
    v.amount / 100,
  );
  const action = `/api/subscriptions/sandbox/checkout/${v.subscriptionId}`;
  const plan = v.plan.charAt(0).toUpperCase() + v.plan.slice(1);
  const button = (outcome: string, cls: string, label: string) =>
    `<button type="submit" name="outcome" value="${outcome}" class="${cls}" data-testid="sandbox-${outcome}">${label}</button>`;
  return page(
    v.lang,
    translate(v.lang, 'sandboxCheckout.title'),
    `<span class="badge">${t('badge')}</span><h1>${t('title')}</h1><p>${t('intro')}</p>
<dl><dt>${t('plan')}</dt><dd>${escapeHtml(plan)}</dd><dt>${t('period')}</dt><dd>${t(v.period)}</dd><dt class="total">${t('total')}</dt><dd class="total">${escapeHtml(money)}</dd></dl>
<form method="post" action="${action}"><input type="hidden" name="token" value="${escapeHtml(v.token)}"><input type="hidden" name="lng" value="${v.lang}">
${button('approve', 'approve', t('approve'))}${button('decline', 'decline', t('decline'))}${button('pending', 'pending', t('pending'))}</form>`,
  );
}

export function checkoutMessagePage(lang: TLanguage, key: 'closed' | 'notFound'): string {
  const t = (k: string) => escapeHtml(translate(lang, `sandboxCheckout.${k}`));
  return page(
    lang,
    translate(lang, 'sandboxCheckout.title'),
    `<h1>${t('title')}</h1><p>${t(key)}</p><a href="/subscription">${t('back')}</a>`,
  );
}
