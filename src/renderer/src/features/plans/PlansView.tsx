import { useEffect } from 'react';
import type { PlanSummary } from '#shared/contract/plans.ts';
import { useAppStore } from '../../store/store-context.tsx';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { dayStrip, progressText } from './days.ts';
import { selectPlans, selectPlansBusy, selectPlansError, selectPlansStatus } from './selectors.ts';

/** A day's chapters, each opening in the reader. */
function Readings({ readings }: { readings: readonly string[] }) {
  const openPlanReading = useAppStore((s) => s.openPlanReading);
  return (
    <ul className="plan-readings">
      {readings.map((reading) => (
        <li key={reading}>
          <button type="button" className="link-button" title={`Read ${reading}`} onClick={() => void openPlanReading(reading)}>
            {reading}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The days around the person's progress, each a toggle: read or not (to undo a day marked by mistake). */
function DayStrip({ plan }: { plan: PlanSummary }) {
  const busy = useAppStore(selectPlansBusy) === plan.id;
  const markPlanDay = useAppStore((s) => s.markPlanDay);
  const done = new Set(plan.doneDays);
  return (
    <div className="plan-days">
      <span className="plan-days-label" id={`plan-${plan.id}-days`}>
        Days read
      </span>
      <div role="group" aria-labelledby={`plan-${plan.id}-days`} className="plan-days-list">
        {dayStrip(plan.nextDay, plan.days).map((day) => (
          <button
            key={day}
            type="button"
            className="plan-day"
            aria-label={`Day ${day}`}
            aria-pressed={done.has(day)}
            title={done.has(day) ? `Day ${day} is read: press to mark it not read` : `Mark day ${day} read`}
            disabled={busy}
            onClick={() => void markPlanDay(plan.id, day, !done.has(day))}
          >
            {day}
          </button>
        ))}
      </div>
    </div>
  );
}

function PlanCard({ plan }: { plan: PlanSummary }) {
  const busy = useAppStore(selectPlansBusy) === plan.id;
  const markPlanDay = useAppStore((s) => s.markPlanDay);
  const id = `plan-${plan.id}`;
  const finished = plan.nextDay > plan.days;
  return (
    <article className="plan-card" aria-labelledby={`${id}-title`} data-plan={plan.id}>
      <h2 id={`${id}-title`} className="plan-title">
        {plan.title}
      </h2>
      <p className="plan-description">{plan.description}</p>
      <div className="plan-progress">
        <progress max={plan.days} value={plan.doneDays.length} aria-labelledby={`${id}-progress`} />
        <span id={`${id}-progress`} className="plan-progress-text">
          {progressText(plan.doneDays.length, plan.days)}
        </span>
      </div>
      {finished ? (
        <p className="plan-next plan-finished">All {plan.days} days read.</p>
      ) : (
        <div className="plan-next">
          <div className="plan-next-day">
            <strong>Day {plan.nextDay}:</strong> <Readings readings={plan.nextReadings} />
          </div>
          <button type="button" className="button button-primary button-small" disabled={busy} onClick={() => void markPlanDay(plan.id, plan.nextDay, true)}>
            Mark day {plan.nextDay} read
          </button>
        </div>
      )}
      <DayStrip plan={plan} />
    </article>
  );
}

/** The reading plans: each with its progress, the next day's chapters to open, and the days to mark read. Free. */
export function PlansView() {
  const plans = useAppStore(selectPlans);
  const status = useAppStore(selectPlansStatus);
  const error = useAppStore(selectPlansError);
  const loadPlans = useAppStore((s) => s.loadPlans);

  useEffect(() => {
    void loadPlans();
  }, [loadPlans]);

  return (
    <section className="plans-view" aria-labelledby="plans-heading" aria-busy={status === 'loading'}>
      <header className="plans-header">
        <h1 id="plans-heading">Reading plans</h1>
        <p className="plans-meta">
          A few chapters a day; the days you read are kept with your study data. <span className="badge badge-free">Free</span>
        </p>
      </header>
      {error && <ErrorNotice error={error} where="settings" />}
      {status === 'loading' && plans.length === 0 && <p className="plans-meta">Loading…</p>}
      {plans.length > 0 && (
        <ul className="plans-list" aria-label="Reading plans">
          {plans.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
