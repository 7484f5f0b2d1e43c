import { useEffect, useRef, useState } from 'react';
import type { SemanticStatus } from '#shared/contract/semantic.ts';
import { useAppStore } from '../../store/store-context.tsx';
import { AlertIcon, SpinnerIcon } from '../../ui/icons.tsx';
import { selectSemanticStatus } from './selectors.ts';

/** Names the status line, so the disabled Semantic option can point at its explanation. */
export const INDEX_STATUS_ID = 'semantic-index-status';

export function formatEta(seconds: number | undefined): string {
  if (seconds === undefined) return 'estimating time left';
  if (seconds < 60) return `about ${Math.max(5, Math.ceil(seconds / 5) * 5)} s left`;
  return `about ${Math.round(seconds / 60)} min left`;
}

/** Why Semantic is unavailable, in a sentence (null when it is ready). */
export function semanticUnavailableReason(status: SemanticStatus | null): string | null {
  switch (status?.status) {
    case undefined:
    case 'ready':
      return null;
    case 'building':
      return 'Semantic search becomes available when its index is ready. Keyword search works meanwhile.';
    case 'failed':
      return `Semantic search is unavailable: ${status.message ?? 'its index could not be built'}. Keyword search still works.`;
    case 'disabled':
      return 'Semantic search is not available in this version of the app. Keyword search works as usual.';
  }
}

/**
 * The semantic index's state under the mode switch: progress while it builds (never blocking the
 * page), or why semantic search is unavailable. Announces once when it becomes ready.
 */
export function IndexStatus() {
  const status = useAppStore(selectSemanticStatus);
  const previous = useRef(status?.status);
  const [announce, setAnnounce] = useState('');

  useEffect(() => {
    if (previous.current === 'building' && status?.status === 'ready') setAnnounce('Semantic search is ready.');
    previous.current = status?.status;
  }, [status?.status]);

  const live = (
    <span className="visually-hidden" role="status">
      {announce}
    </span>
  );
  if (!status || status.status === 'ready') return live;

  if (status.status === 'building') {
    const percent = Math.floor(status.progress * 100);
    return (
      <div className="index-status is-building" id={INDEX_STATUS_ID} data-testid="index-status">
        {live}
        <SpinnerIcon className="index-status-icon" />
        <span className="index-status-text">
          <strong>Preparing semantic search</strong> {percent}% · {formatEta(status.etaSeconds)}
          <span className="index-status-note"> · Keyword search works meanwhile</span>
        </span>
        <progress className="index-status-bar" max={1} value={status.progress} aria-label="Semantic index progress" aria-valuetext={`${percent}%`} />
      </div>
    );
  }

  return (
    <div className="index-status is-unavailable" id={INDEX_STATUS_ID} data-testid="index-status">
      {live}
      <AlertIcon className="index-status-icon" />
      <span className="index-status-text">{semanticUnavailableReason(status)}</span>
    </div>
  );
}
