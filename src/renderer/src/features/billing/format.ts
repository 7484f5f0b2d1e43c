/**
 * A pack's price from its amount in the currency's minor unit (`amountCents`) and ISO currency code.
 * The number of minor digits comes from Intl (2 for USD, 0 for JPY, 3 for KWD).
 */
export function formatPrice(amountCents: number, currency: string, locale?: string): string {
  const code = currency.toUpperCase();
  try {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency: code });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(amountCents / 10 ** digits);
  } catch {
    // An unknown currency code: still show the amount, plainly.
    return `${(amountCents / 100).toFixed(2)} ${code}`;
  }
}

/** The id of the pack with the lowest price per credit, when there is a choice (same currency only). */
export function bestValuePackId(packs: readonly { id: string; credits: number; amountCents: number; currency: string }[]): string | null {
  const currencies = new Set(packs.map((p) => p.currency.toLowerCase()));
  if (packs.length < 2 || currencies.size !== 1) return null;
  const perCredit = (p: (typeof packs)[number]) => p.amountCents / Math.max(1, p.credits);
  const best = packs.reduce((a, b) => (perCredit(b) < perCredit(a) ? b : a));
  return packs.every((p) => p === best || perCredit(p) > perCredit(best)) ? best.id : null;
}
