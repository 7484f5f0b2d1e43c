import { useId } from 'react';

export interface SegmentOption<T extends string> {
  value: T;
  label: string;
  /** Extra words after the label, e.g. a cost. */
  note?: string;
  /** Unavailable for now; `describedBy` should name the element that says why. */
  disabled?: boolean;
  describedBy?: string;
}

interface SegmentedProps<T extends string> {
  label: string;
  /** Visually hide the label (it is still read out). */
  hideLabel?: boolean;
  value: T;
  options: readonly SegmentOption<T>[];
  onChange(value: T): void;
  className?: string;
}

/**
 * A radio group drawn as joined buttons. Native radios sharing a name give arrow-key movement and
 * announcements; a labelled `radiogroup` (rather than fieldset/legend) lets the label sit inline.
 */
export function Segmented<T extends string>({ label, hideLabel, value, options, onChange, className }: SegmentedProps<T>) {
  const id = useId();
  return (
    <div className={`field segmented ${className ?? ''}`}>
      <span id={`${id}-label`} className={hideLabel ? 'visually-hidden' : 'field-label'}>
        {label}
      </span>
      <div role="radiogroup" aria-labelledby={`${id}-label`} className="segmented-options">
        {options.map((option) => (
          <label key={option.value} className={`segmented-option${option.disabled ? ' is-disabled' : ''}`}>
            <input
              type="radio"
              name={id}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              aria-describedby={option.describedBy}
              onChange={() => onChange(option.value)}
            />
            <span className="segmented-face">
              {option.label}
              {option.note && <span className="segmented-note">{option.note}</span>}
            </span>
          </label>
        ))}
      </div>
    </div>
  );
}
