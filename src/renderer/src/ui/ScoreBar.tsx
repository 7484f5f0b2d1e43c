/** A relevance score as a small bar and a percentage ("Relevance 43%" to a screen reader). */
export function ScoreBar({ percent, title, id, className }: { percent: number; title: string; id?: string; className?: string }) {
  return (
    <span className={className ? `score ${className}` : 'score'} id={id} title={title}>
      <span className="score-track" aria-hidden="true">
        <span className="score-fill" style={{ width: `${percent}%` }} />
      </span>
      <span className="score-value">
        <span className="visually-hidden">Relevance </span>
        {percent}%
      </span>
    </span>
  );
}
