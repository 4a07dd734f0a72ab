import {
  type CareerApplicationInput,
  careerApplicationSchema,
  cvAccept,
  cvFileTypes,
  messages,
} from '@studio/contracts';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useRef, useState } from 'react';
import { type FormResult, FormStatus } from '../forms/form-status';
import { type SpamGuardFields, useSpamGuard } from '../forms/spam-guard';
import { SubmitButton } from '../forms/submit-button';
import { fieldClass, TextField } from '../forms/text-field';

const empty: CareerApplicationInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  position: '',
  about: '',
};

type FieldName = keyof CareerApplicationInput;

const fields: {
  name: FieldName;
  label: string;
  type?: 'email' | 'tel';
  autoComplete: string;
  rows?: number;
}[] = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'position', label: 'Position', autoComplete: 'organization-title' },
  { name: 'about', label: 'Tell us about yourself', autoComplete: 'off', rows: 5 },
];

const acceptedExtensions = Object.keys(cvFileTypes);

function hasAcceptedExtension(file: File): boolean {
  const name = file.name.toLowerCase();
  return acceptedExtensions.some((extension) => name.endsWith(extension));
}

/**
 * SPEC.md §5: empty values are not sent; the CV only when one was chosen. The spam guard's
 * fields travel as text parts too (an empty honeypot, like any empty value, is left out).
 */
function toFormData(
  value: CareerApplicationInput,
  guard: SpamGuardFields,
  cv: File | null,
): FormData {
  const body = new FormData();
  for (const [name, text] of Object.entries({ ...value, ...guard })) {
    if (text !== undefined && text.trim() !== '') body.append(name, text);
  }
  if (cv) body.append('cv', cv);
  return body;
}

async function serverMessage(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return body.message || messages.career.failure;
    }
  } catch {
    // A body that is not JSON carries no message worth showing.
  }
  return messages.career.failure;
}

export function CareerForm() {
  const [result, setResult] = useState<FormResult | null>(null);
  const [cv, setCv] = useState<File | null>(null);
  const [cvError, setCvError] = useState<string | null>(null);
  const cvInput = useRef<HTMLInputElement>(null);
  const guard = useSpamGuard('career');

  const form = useForm({
    defaultValues: empty,
    // Validate on the first submit, then as the visitor corrects each field.
    validationLogic: revalidateLogic(),
    validators: { onDynamic: careerApplicationSchema },
    onSubmit: async ({ value, formApi }) => {
      if (cv && !hasAcceptedExtension(cv)) {
        setCvError(messages.server.unsupportedFileType);
        return;
      }
      setResult(null);
      try {
        const response = await fetch('/api/career', {
          method: 'POST',
          body: toFormData(value, guard.fields(), cv),
        });
        if (!response.ok) {
          setResult({ ok: false, text: await serverMessage(response) });
          return;
        }
        formApi.reset();
        setCv(null);
        if (cvInput.current) cvInput.current.value = '';
        setResult({ ok: true, text: messages.career.success });
      } catch {
        setResult({ ok: false, text: messages.career.network });
      }
    },
  });

  return (
    <form
      aria-label="Job application form"
      noValidate
      className="relative grid gap-6 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      {fields.map((spec) => (
        <form.Field key={spec.name} name={spec.name}>
          {(field) => (
            <div className={spec.rows ? 'sm:col-span-2' : ''}>
              <TextField
                id={`career-${spec.name}`}
                name={field.name}
                label={spec.label}
                type={spec.type}
                rows={spec.rows}
                autoComplete={spec.autoComplete}
                value={field.state.value}
                onChange={field.handleChange}
                onBlur={field.handleBlur}
                errors={field.state.meta.errors}
              />
            </div>
          )}
        </form.Field>
      ))}
      {guard.honeypot}
      <div className="flex flex-col gap-2 sm:col-span-2">
        <label
          htmlFor="career-cv"
          className="text-xs font-semibold uppercase tracking-[0.2em] text-white/70"
        >
          CV (optional: PDF, DOC or DOCX)
        </label>
        <input
          ref={cvInput}
          id="career-cv"
          name="cv"
          type="file"
          accept={cvAccept}
          aria-invalid={cvError ? true : undefined}
          aria-describedby={cvError ? 'career-cv-error' : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            setCv(file);
            setCvError(
              file && !hasAcceptedExtension(file) ? messages.server.unsupportedFileType : null,
            );
          }}
          className={`${fieldClass} file:mr-4 file:rounded-sm file:border-0 file:bg-gold file:px-4 file:py-2 file:text-xs file:font-bold file:uppercase file:tracking-widest file:text-ink`}
        />
        {cvError ? (
          <p id="career-cv-error" className="text-sm text-red-300">
            {cvError}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col items-start gap-4 sm:col-span-2">
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(busy) => (
            <SubmitButton
              busy={busy}
              idleLabel="Submit Application"
              busyLabel={messages.career.submitting}
            />
          )}
        </form.Subscribe>
        <FormStatus result={result} />
      </div>
    </form>
  );
}
