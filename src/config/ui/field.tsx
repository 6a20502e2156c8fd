import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface FrameProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** The label, hint and error around one control, wired for screen readers. */
function FieldFrame({
  label,
  error,
  hint,
  control,
}: FrameProps & {
  control: (wiring: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}) {
  const id = useId();
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {control({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

interface FieldProps extends FrameProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {}

/** A labelled input with its hint and error. */
export function TextField({ label, error, hint, ...input }: FieldProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      control={(wiring) => <input {...wiring} {...input} />}
    />
  );
}

/** A labelled textarea with its hint and error. */
export function TextArea({
  label,
  value,
  onChange,
  error,
  hint,
  rows = 3,
}: FrameProps & { value: string; onChange: (value: string) => void; rows?: number }) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      control={(wiring) => (
        <textarea {...wiring} rows={rows} value={value} onChange={(event) => onChange(event.target.value)} />
      )}
    />
  );
}
