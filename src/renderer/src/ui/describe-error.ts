import type { ApiError } from '../lib/api.ts';
import { formatCredits } from '../features/credits/format.ts';

export interface ErrorText {
  title: string;
  body: string;
}

const sentence = (text: string) => {
  const trimmed = text.trim();
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
};

/** The host's message without its `field: ` prefix. */
const reason = (err: ApiError) => (err.field && err.message.startsWith(`${err.field}: `) ? err.message.slice(err.field.length + 2) : err.message);

/** Plain words for an error, for the place it happened (`search` may have cost credits, `reading` never does). */
export function describeError(err: ApiError, where: 'search' | 'reading' | 'credits'): ErrorText {
  switch (err.code) {
    case 'insufficient_credits': {
      const cost = typeof err.details.cost === 'number' ? formatCredits(err.details.cost) : 'more credits';
      const balance = typeof err.details.balance === 'number' ? formatCredits(err.details.balance) : 'not enough';
      return {
        title: 'Not enough credits for this search',
        body: `This search costs ${cost} and your balance is ${balance}, so nothing was run or charged. Buying credit packs will be available in the Credits panel. Reading passages and opening references stay free.`,
      };
    }
    case 'invalid_request':
      return where === 'search'
        ? { title: 'This search can’t run', body: `${sentence(`${err.field === 'query' ? 'Your search ' : ''}${reason(err)}`)} Nothing was charged.` }
        : { title: 'That isn’t a passage I can open', body: sentence(reason(err)) };
    case 'not_found':
      return where === 'reading'
        ? { title: 'Passage not found', body: sentence(reason(err)) }
        : { title: 'Not found', body: sentence(reason(err)) };
    case 'network':
      return { title: 'Can’t reach Scripture Study', body: err.message };
    case 'unauthorized':
    case 'forbidden':
      return {
        title: 'The local server refused this page',
        body: 'Open the app from the address the Scripture Study server printed when it started, then try again.',
      };
    case 'index_building':
      return { title: 'The search index is still being prepared', body: `${sentence(err.message)} Try again in a moment.` };
    default:
      return {
        title: 'Something went wrong',
        body: 'The request did not complete. Please try again.',
      };
  }
}
