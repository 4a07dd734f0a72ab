import { formWords } from '@studio/content';
import { useWords } from '../../i18n/page-locale';
import { fieldClass, labelClass } from '../forms/field-classes';

// Shared with cv-field.tsx, which the placeholder does not import: the form's code comes after paint.
/** The CV control's label, in the page's words. */
export const useCvLabel = () => useWords('forms', formWords).career.cv;

export const cvInputClass = `${fieldClass} file:mr-4 file:rounded-sm file:border-0 file:bg-gold file:px-4 file:py-2 file:text-xs file:font-bold file:uppercase file:tracking-widest file:text-ink`;

/** The CV control in the job application form's loading placeholder: the same box, disabled. */
export function CvFieldPlaceholder() {
  const cvLabel = useCvLabel();
  return (
    <div className="flex flex-col gap-2 sm:col-span-2">
      <span className={labelClass}>{cvLabel}</span>
      <input type="file" disabled className={cvInputClass} />
    </div>
  );
}
