/** `1 credit`, `3 credits`, `-1 credit`. */
export const formatCredits = (n: number) => `${n} credit${Math.abs(n) === 1 ? '' : 's'}`;
