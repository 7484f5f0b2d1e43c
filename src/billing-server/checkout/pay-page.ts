import type { SessionRow } from './checkout.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

export function formatPrice(amountCents: number, currency: string): string {
  const dollars = `${Math.floor(amountCents / 100)}.${String(amountCents % 100).padStart(2, '0')}`;
  return currency === 'usd' ? `$${dollars}` : `${dollars} ${currency.toUpperCase()}`;
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} (TEST MODE)</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; color: #222; }
.banner { background: #ffe08a; border: 2px solid #c99a00; padding: .5rem; text-align: center; font-weight: bold; }
button { font-size: 1.1rem; padding: .6rem 1.6rem; }
</style>
</head>
<body>
<p class="banner">TEST MODE: no real payment is taken</p>
${body}
</body>
</html>
`;
}

/** `action` is the page's own path and query, so the form posts back to the URL the app opened. */
export function renderPayPage(session: SessionRow, action: string): string {
  const price = formatPrice(session.amount_cents, session.currency);
  return layout(
    `Buy ${session.pack_name}`,
    `<h1>${escapeHtml(session.pack_name)} pack</h1>
<p><strong>${session.credits}</strong> credits for <strong>${escapeHtml(price)}</strong></p>
<form method="post" action="${escapeHtml(action)}">
<button type="submit" name="confirm" value="pay">Pay ${escapeHtml(price)}</button>
</form>
<p>This checkout expires at ${escapeHtml(session.expires_at)}.</p>`,
  );
}

export function renderCompletePage(session: SessionRow): string {
  return layout(
    'Payment complete',
    `<h1>Payment complete — you can return to the app</h1>
<p>${session.credits} credits (${escapeHtml(session.pack_name)} pack) were added to your account.</p>`,
  );
}

export function renderErrorPage(title: string, message: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`);
}
