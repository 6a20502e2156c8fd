import { useState, type FormEvent } from 'react';
import { TextField } from '../../ui/field';
import { presetOf, presetRange, presets, rangeProblem, type DateRange } from './date-range';
import { t } from '../../text';

/** Presets (last 7 / 30 / 90 days, ending today in the site's time zone) and a custom from–to. */
export function RangePicker({
  range,
  today,
  onChange,
}: {
  range: DateRange;
  today: string;
  onChange: (range: DateRange) => void;
}) {
  const chosen = presetOf(range, today);
  return (
    <div className="range-picker">
      <div role="group" aria-label={t('owners.analytics.range.label')} className="range-picker__presets">
        {presets.map((preset) => (
          <button
            key={preset.id}
            type="button"
            className="button button--small"
            aria-pressed={chosen === preset.id}
            onClick={() => onChange(presetRange(preset.id, today))}
          >
            {t(preset.label)}
          </button>
        ))}
      </div>
      {/* Keyed by the range, so its fields start from the range shown (a preset, the back button); the preset buttons keep their focus. */}
      <CustomRange key={`${range.from}:${range.to}`} range={range} today={today} onChange={onChange} />
    </div>
  );
}

function CustomRange({
  range,
  today,
  onChange,
}: {
  range: DateRange;
  today: string;
  onChange: (range: DateRange) => void;
}) {
  const [draft, setDraft] = useState(range);
  const [problem, setProblem] = useState<string | null>(null);

  function apply(event: FormEvent) {
    event.preventDefault();
    const message = rangeProblem(draft);
    setProblem(message);
    if (message === null) onChange(draft);
  }

  return (
    <form
      className="range-picker__custom"
      onSubmit={apply}
      aria-label={t('owners.analytics.range.custom')}
      noValidate
    >
      <TextField
        label={t('owners.analytics.range.from')}
        type="date"
        value={draft.from}
        max={today}
        onChange={(event) => setDraft({ ...draft, from: event.target.value })}
      />
      <TextField
        label={t('owners.analytics.range.to')}
        type="date"
        value={draft.to}
        max={today}
        onChange={(event) => setDraft({ ...draft, to: event.target.value })}
      />
      <button type="submit" className="button button--small">
        {t('owners.analytics.range.apply')}
      </button>
      {problem && (
        <p className="field__error range-picker__error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
