import { site } from '@studio/content';
import {
  type CareerApplication,
  type ContactMessage,
  INVITATION_DAYS,
  inboxes,
  PASSWORD_RESET_MINUTES,
  type Role,
  roleLabels,
} from '@studio/contracts';

/** What a template makes: the mail's words, and whom a reply goes to. */
export interface MailText {
  subject: string;
  text: string;
  replyTo?: string;
}

/** How an application's CV travels: attached, or (too large to attach) as a link. */
export type CvInMail =
  | { kind: 'attached'; name: string }
  | { kind: 'linked'; name: string; url: string }
  /** The application was deleted before its mail went out. */
  | { kind: 'gone'; name: string };

/** Visitors' words on one line and short, as a subject must be. */
const oneLine = (value: string, max = 120) =>
  value
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim()
    .slice(0, max);

const fullName = (person: { firstName: string; lastName: string }) =>
  oneLine(`${person.firstName} ${person.lastName}`);

const tag = `[${site.name}]`;

export function contactMail(message: ContactMessage, publicUrl: string): MailText {
  const name = fullName(message);
  return {
    subject: `${tag} New message from ${name}`,
    replyTo: message.email,
    text: [
      `${name} wrote through the contact form:`,
      '',
      message.message,
      '',
      `E-mail: ${message.email}`,
      `Contact: ${message.contact}`,
      `Received: ${message.createdAt}`,
      '',
      `Reply to this mail to answer ${name}. Every message: ${publicUrl}${inboxes.contact.admin}`,
    ].join('\n'),
  };
}

const cvLine = (cv: CvInMail | null) => {
  if (!cv) return 'CV: none sent';
  if (cv.kind === 'attached') return `CV: ${cv.name} (attached)`;
  if (cv.kind === 'linked') {
    return `CV: ${cv.name}, too large to attach: ${cv.url} (sign in as an administrator to download it)`;
  }
  return `CV: ${cv.name} (no longer stored: the application was deleted)`;
};

export function applicationMail(
  application: CareerApplication,
  cv: CvInMail | null,
  publicUrl: string,
): MailText {
  const name = fullName(application);
  return {
    subject: `${tag} New application from ${name} for ${oneLine(application.position, 80)}`,
    replyTo: application.email,
    text: [
      `${name} applied for: ${application.position}`,
      '',
      application.about,
      '',
      `E-mail: ${application.email}`,
      `Phone: ${application.phone}`,
      cvLine(cv),
      `Received: ${application.createdAt}`,
      '',
      `Reply to this mail to answer ${name}. Every application: ${publicUrl}${inboxes.career.admin}`,
    ].join('\n'),
  };
}

export function passwordResetMail(link: string): MailText {
  return {
    subject: `${tag} Choose a new password`,
    text: [
      `Someone, hopefully you, asked to reset the password of your account at ${site.name}.`,
      `Choose a new password here within ${PASSWORD_RESET_MINUTES} minutes:`,
      '',
      link,
      '',
      'The link works once, and signs your account out everywhere. If you did not ask for it,',
      'ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}

export function invitationMail(invitation: {
  link: string;
  role: Role;
  invitedBy: string;
}): MailText {
  return {
    subject: `${tag} You are invited to the admin`,
    text: [
      `${invitation.invitedBy} invites you to the admin of ${site.name}, as ${roleLabels[invitation.role].toLowerCase()}.`,
      `Choose your password here within ${INVITATION_DAYS} days to create your account:`,
      '',
      invitation.link,
      '',
      'The link works once. If you did not expect this mail, ignore it.',
    ].join('\n'),
  };
}
