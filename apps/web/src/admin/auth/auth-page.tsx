import { type ReactNode, Suspense } from 'react';
import { buttonClass, inputClass } from '../ui/styles';

/** The e-mail and password fields of both sign-in and registration. */
export const authFields = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
] as const;

interface AuthPageProps {
  title: string;
  /** A line under the title. */
  intro?: ReactNode;
  /** The form. */
  children: ReactNode;
  /**
   * The form's placeholder while its code loads (a form loaded on the page's first render):
   * what is loading, for screen readers, and its boxes. None: the form is in the page's code.
   */
  loading?: AuthFormPlaceholderProps;
  footer: ReactNode;
}

/**
 * The card of /login and /register: the title, the form (its placeholder while its code
 * loads, so the card shows without waiting), and a link to the other page.
 */
export function AuthPage({ title, intro, children, loading, footer }: AuthPageProps) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-ink px-4 py-12">
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 text-slate-900 shadow-2xl">
        <p className="text-xs font-semibold uppercase tracking-[0.3em] text-gold-deep">Studio</p>
        <h1 className="mt-2 text-2xl font-semibold">{title}</h1>
        {intro}
        {loading ? (
          <Suspense fallback={<AuthFormPlaceholder {...loading} />}>{children}</Suspense>
        ) : (
          children
        )}
        <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>
      </div>
    </main>
  );
}

/** A field of an auth form, as its placeholder shows it. */
export interface AuthFieldSpec {
  name: string;
  label: string;
  type: 'email' | 'password';
}

interface AuthFormPlaceholderProps {
  /** What is loading, for screen readers ("Loading the sign-in form"). */
  label: string;
  submitLabel: string;
  /** The form's fields: e-mail and password unless told. */
  fields?: readonly AuthFieldSpec[];
}

/**
 * The auth form while its code (TanStack Form, the zod schema) is still loading: its boxes,
 * disabled, so nothing moves when the form takes their place.
 */
function AuthFormPlaceholder({
  label,
  submitLabel,
  fields = authFields,
}: AuthFormPlaceholderProps) {
  return (
    <div role="status" aria-label={label} className="mt-6">
      <div aria-hidden="true" className="space-y-4">
        {fields.map((spec) => (
          <div key={spec.name}>
            <span className="block text-sm font-medium">{spec.label}</span>
            <input type={spec.type} disabled className={`${inputClass} mt-1`} />
          </div>
        ))}
        <button type="button" disabled className={`${buttonClass.gold} w-full`}>
          {submitLabel}
        </button>
      </div>
    </div>
  );
}
