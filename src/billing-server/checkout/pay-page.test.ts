import { describe, expect, it } from 'vitest';
import type { SessionRow } from './checkout.ts';
import { escapeHtml, formatPrice, renderPayPage } from './pay-page.ts';

describe('pay page', () => {
  it('formats prices', () => {
    expect(formatPrice(499, 'usd')).toBe('$4.99');
    expect(formatPrice(5, 'usd')).toBe('$0.05');
    expect(formatPrice(100000, 'usd')).toBe('$1000.00');
  });

  it('escapes pack names from the config file', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const session = { pack_name: '<script>x</script>', credits: 5, amount_cents: 100, currency: 'usd', expires_at: 'soon' } as SessionRow;
    const html = renderPayPage(session, '/pay/cs?token=a&b');
    expect(html).not.toContain('<script>');
    expect(html).toContain('action="/pay/cs?token=a&amp;b"');
    expect(html).toContain('TEST MODE');
  });
});
