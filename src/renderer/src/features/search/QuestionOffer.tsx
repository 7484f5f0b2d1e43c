import { useAppStore } from '../../store/store-context.tsx';
import { AskIcon } from '../../ui/icons.tsx';
import { formatCredits } from '../credits/format.ts';
import { selectCosts } from '../credits/selectors.ts';
import { modeInfo } from './modes.ts';
import { selectMode, selectQuestionOffer } from './selectors.ts';

/**
 * Under the search box when a question was typed as a Keyword or Semantic search: Ask it, or search
 * its words after all. Nothing has run, so nothing is charged until one is chosen.
 */
export function QuestionOffer() {
  const offer = useAppStore(selectQuestionOffer);
  const mode = useAppStore(selectMode);
  const costs = useAppStore(selectCosts);
  const accept = useAppStore((s) => s.acceptQuestionOffer);
  const search = modeInfo(mode);
  const ask = modeInfo('ask');
  const askLabel = `Ask this as a question (${formatCredits(costs[ask.operation])})`;
  const searchLabel = `Search the words anyway (${formatCredits(costs[search.operation])})`;

  return (
    <>
      {/* Always present, so the offer is read out as it appears; focus stays in the search box. */}
      <div className="visually-hidden" role="status">
        {offer && `This looks like a question. ${askLabel}, or ${searchLabel.toLowerCase()}. Nothing has been charged.`}
      </div>
      {offer && (
        <div className="question-offer" data-testid="question-offer">
          <AskIcon className="question-offer-icon" />
          <p className="question-offer-text">
            <q>{offer}</q> looks like a question. Ask answers it from the verses; a {search.noun} only finds verses with its words.{' '}
            <span className="question-offer-note">Nothing has been charged.</span>
          </p>
          <div className="question-offer-actions">
            <button type="button" className="button button-primary button-small" onClick={() => void accept('ask')}>
              {askLabel}
            </button>
            <button type="button" className="button button-small" onClick={() => void accept('search')}>
              {searchLabel}
            </button>
          </div>
        </div>
      )}
    </>
  );
}
