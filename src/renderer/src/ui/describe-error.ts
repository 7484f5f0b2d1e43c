import type { ApiError } from '../lib/api.ts';
import { formatCredits } from '../features/credits/format.ts';

export interface ErrorText {
  title: string;
  body: string;
  /** `warning` for a state to wait out or set up (nothing failed); `error` otherwise. */
  tone?: 'error' | 'warning';
}

export const sentence = (text: string) => {
  const trimmed = text.trim();
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
};

/** The host's message without its `field: ` prefix. */
export const reason = (err: ApiError) => (err.field && err.message.startsWith(`${err.field}: `) ? err.message.slice(err.field.length + 2) : err.message);

/** Where an error happened: searches, questions (and "More like this") may cost credits, reading never does. */
export type ErrorPlace = 'search' | 'ask' | 'similar' | 'reading' | 'credits' | 'purchase' | 'settings';

const PAID_THING: Partial<Record<ErrorPlace, { noun: string; subject: string }>> = {
  similar: { noun: '“More like this”', subject: '“More like this”' },
  ask: { noun: 'this question', subject: 'This question' },
};

function describeBillingUnavailable(err: ApiError): ErrorText {
  switch (err.details.reason) {
    case 'not_configured':
      return {
        title: 'Purchases are unavailable: no billing service is configured',
        body: 'Add the billing service’s address in Settings to buy credits and keep your balance in sync. Searching works as usual on the balance kept on this computer.',
        tone: 'warning',
      };
    case 'server_error':
      return {
        title: 'The billing service is having trouble',
        body: 'It answered with an error. Try again in a few minutes; searching still works offline on your local balance.',
      };
    case 'bad_response':
      return {
        title: 'The billing service sent an answer the app does not understand',
        body: 'Check the billing service address in Settings. Searching still works offline on your local balance.',
      };
    case 'rejected':
      return { title: 'The billing service refused the request', body: sentence(reason(err)) };
    default:
      return {
        title: 'Can’t reach the billing service',
        body: 'Check your internet connection, then try again. Searching still works offline on your local balance.',
        tone: 'warning',
      };
  }
}

/** Plain words for an error, for the place it happened. */
export function describeError(err: ApiError, where: ErrorPlace): ErrorText {
  switch (err.code) {
    case 'insufficient_credits': {
      const cost = typeof err.details.cost === 'number' ? formatCredits(err.details.cost) : 'more credits';
      const balance = typeof err.details.balance === 'number' ? formatCredits(err.details.balance) : 'not enough';
      const { noun, subject } = PAID_THING[where] ?? { noun: 'this search', subject: 'This search' };
      return {
        title: `Not enough credits for ${noun}`,
        body: `${subject} costs ${cost} and your balance is ${balance}, so nothing was run or charged. Buy a credit pack to continue; reading passages and opening references stay free.`,
      };
    }
    case 'index_building': {
      const progress = typeof err.details.progress === 'number' ? ` (${Math.floor(err.details.progress * 100)}% done)` : '';
      return {
        title: 'Semantic search is still being prepared',
        body: `Its index is being built${progress}. Keyword search works meanwhile; nothing was charged. Try again in a moment.`,
        tone: 'warning',
      };
    }
    case 'semantic_unavailable':
      return { title: 'Semantic search is unavailable', body: `${sentence(reason(err))} Keyword search still works; nothing was charged.` };
    case 'billing_unavailable':
      return describeBillingUnavailable(err);
    case 'rate_limited': {
      const wait = typeof err.details.retryAfterSeconds === 'number' ? `${Math.ceil(err.details.retryAfterSeconds)} seconds` : 'a minute';
      return { title: 'The billing service asks the app to slow down', body: `Wait ${wait}, then try again.` };
    }
    case 'billing_key_invalid':
      return {
        title: 'Your account key is needed',
        body: 'The billing service does not accept the account key on this computer. Paste your account key in Settings to restore your balance.',
      };
    case 'invalid_request':
      if (where === 'ask') {
        return {
          title: 'This question can’t be asked',
          body: `${sentence(`${err.field === 'question' ? 'Your question ' : ''}${reason(err)}`)} Nothing was charged.`,
        };
      }
      if (where === 'search' || where === 'similar') {
        return { title: 'This search can’t run', body: `${sentence(`${err.field === 'query' ? 'Your search ' : ''}${reason(err)}`)} Nothing was charged.` };
      }
      return where === 'reading'
        ? { title: 'That isn’t a passage I can open', body: sentence(reason(err)) }
        : { title: 'That can’t be saved', body: sentence(reason(err)) };
    case 'not_found':
      if (where === 'reading') return { title: 'Passage not found', body: sentence(reason(err)) };
      if (where === 'purchase' && err.field === 'packId') return { title: 'That pack is no longer on sale', body: 'Choose another pack from the list.' };
      return { title: 'Not found', body: sentence(reason(err)) };
    case 'network':
      return { title: 'Can’t reach Scripture Study', body: err.message };
    case 'unauthorized':
    case 'forbidden':
      return {
        title: 'The local server refused this page',
        body: 'Open the app from the address the Scripture Study server printed when it started, then try again.',
      };
    default:
      return {
        title: 'Something went wrong',
        body: 'The request did not complete. Please try again.',
      };
  }
}
