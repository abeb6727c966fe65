const looks = {
  primary:
    'w-full rounded-md bg-brand-900 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70',
  accent:
    'rounded-md bg-accent-500 px-6 py-3 font-semibold text-slate-950 hover:bg-orange-400 disabled:cursor-not-allowed disabled:opacity-60',
  small:
    'rounded-md bg-brand-900 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70',
};

/** A form's submit button; while the form is being sent it is disabled and says so. */
export function SubmitButton({
  pending,
  label,
  pendingLabel = label,
  look = 'primary',
  disabled,
  name,
  value,
}: {
  pending: boolean;
  label: string;
  pendingLabel?: string;
  look?: keyof typeof looks;
  disabled?: boolean;
  name?: string;
  value?: string;
}) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={pending || disabled}
      className={looks[look]}
    >
      {pending ? pendingLabel : label}
    </button>
  );
}
