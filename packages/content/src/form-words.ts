/** The public forms' names, field labels and buttons (SPEC.md §5), by the value each field edits. */
export const formWords = {
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
