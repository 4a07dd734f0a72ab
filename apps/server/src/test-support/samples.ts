import type { CareerApplicationInput, ContactMessageInput } from '@studio/contracts';

/**
 * One valid submission of each public form, shared so the suites agree on what a good input
 * is; a test that needs other values spreads one and overrides them.
 */
export const contactInput = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  contact: '+44 20 7946 0000',
  email: 'ada@example.com',
  message: 'I would like to book the studio.',
} satisfies ContactMessageInput;

/** The text fields of a job application (the CV travels beside them). */
export const careerFields = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  phone: '+1 555 0100',
  position: 'Editor',
  about: 'Twenty years of cutting documentaries.',
} satisfies CareerApplicationInput;
