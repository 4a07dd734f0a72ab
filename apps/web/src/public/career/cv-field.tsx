import { cvAccept } from '@studio/contracts';
import { useRef, useState } from 'react';
import { labelClass } from '../forms/field-classes';
import { FieldMessage } from '../forms/text-field';
import { cvInputClass, useCvLabel } from './cv-field-placeholder';
import { cvFileError } from './cv-file';

/**
 * The optional CV of a job application: the chosen file, its type checked on choice and again
 * on submit, and the control that picks it.
 */
export function useCvField(id: string) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const errorId = `${id}-error`;
  const cvLabel = useCvLabel();

  return {
    file,
    /** False, with the message shown, when the chosen file is not a PDF, DOC or DOCX. */
    check: (): boolean => {
      const problem = cvFileError(file);
      setError(problem);
      return problem === null;
    },
    /** Forgets the file after a successful send, the file input included. */
    clear: () => {
      setFile(null);
      if (input.current) input.current.value = '';
    },
    control: (
      <div className="flex flex-col gap-2 sm:col-span-2">
        <label htmlFor={id} className={labelClass}>
          {cvLabel}
        </label>
        <input
          ref={input}
          id={id}
          name="cv"
          type="file"
          accept={cvAccept}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            setFile(chosen);
            setError(cvFileError(chosen));
          }}
          className={cvInputClass}
        />
        <FieldMessage id={errorId} message={error} />
      </div>
    ),
  };
}
