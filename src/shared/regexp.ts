/** Text to match as itself inside a regular expression (`Beth-lehem`, `(which`). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
