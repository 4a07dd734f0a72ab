export interface FormResult {
  ok: boolean;
  text: string;
}

/** The message a form shows after a submission; announced to screen readers. */
export function FormStatus({ result }: { result: FormResult | null }) {
  return (
    <p
      role="status"
      className={`min-h-6 text-sm font-medium ${result?.ok ? 'text-gold-light' : 'text-red-300'}`}
    >
      {result?.text}
    </p>
  );
}
