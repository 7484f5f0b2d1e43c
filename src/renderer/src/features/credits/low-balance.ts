/**
 * True when spending `cost` takes the balance from at or above `threshold` to below it: the one
 * search that crosses the line asks first, the ones after it (already below) do not ask again.
 * A threshold of 0 is off; a balance too small for the cost is left to core's refusal, which
 * explains it and offers the packs.
 */
export function crossesLowBalance(balance: number, cost: number, threshold: number): boolean {
  if (threshold <= 0 || cost <= 0) return false;
  return balance >= threshold && balance >= cost && balance - cost < threshold;
}
