/** The public forms' names, field labels and buttons (SPEC.md §5), by the value each field edits. */
export const formWords = {
  /** A form's name while its code loads ("Loading the contact form"). */
  loading: (form: string) => `Loading the ${form.toLowerCase()}`,
  contact: {
    label: 'Contact form',
    submitLabel: 'Send Message',
    fields: {
      firstName: 'First Name',
      lastName: 'Last Name',
      contact: 'Contact Number',
      email: 'Email',
      message: 'Message',
    },
  },
  career: {
    label: 'Job application form',
    submitLabel: 'Submit Application',
    /** The CV's file control (the CV travels beside the text fields). */
    cv: 'CV (optional: PDF, DOC or DOCX)',
    fields: {
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email',
      phone: 'Phone',
      position: 'Position',
      about: 'Tell us about yourself',
    },
  },
};
