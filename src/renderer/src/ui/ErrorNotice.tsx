import type { ReactNode } from 'react';
import type { ApiError } from '../lib/api.ts';
import { describeError, type ErrorPlace } from './describe-error.ts';
import { AlertIcon } from './icons.tsx';

interface ErrorNoticeProps {
  error: ApiError;
  where: ErrorPlace;
  /** A way out, e.g. a button to the Credits panel. */
  action?: ReactNode;
}

/** A typed error in plain words, announced to screen readers. */
export function ErrorNotice({ error, where, action }: ErrorNoticeProps) {
  const { title, body, tone = 'error' } = describeError(error, where);
  return (
    <div className={`notice notice-${tone}`} role="alert" data-error-code={error.code}>
      <AlertIcon className="notice-icon" />
      <div>
        <p className="notice-title">{title}</p>
        <p className="notice-body">{body}</p>
        {action && <div className="notice-actions">{action}</div>}
      </div>
    </div>
  );
}
