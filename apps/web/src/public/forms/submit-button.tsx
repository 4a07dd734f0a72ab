interface SubmitButtonProps {
  busy: boolean;
  idleLabel: string;
  busyLabel: string;
}

export function SubmitButton({ busy, idleLabel, busyLabel }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="inline-flex items-center justify-center rounded-sm bg-gold px-8 py-3.5 text-sm font-bold uppercase tracking-[0.25em] text-ink transition hover:bg-gold-light disabled:cursor-wait disabled:opacity-70"
    >
      {busy ? busyLabel : idleLabel}
    </button>
  );
}
