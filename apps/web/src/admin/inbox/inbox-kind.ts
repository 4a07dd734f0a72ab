import {
  type InboxBulkAnswer,
  type InboxDefinition,
  type InboxFolder,
  type InboxState,
  inboxes,
} from '@studio/contracts';
import type { ReactNode } from 'react';
import type { Column } from '../lists/data-table';

/** What every received entry has, whichever inbox it is in. */
export interface InboxEntry extends InboxState {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  createdAt: string;
  /** The language of the page it was sent from (null: before languages, or not said). */
  locale?: string | null;
}

/** One inbox's page, as the contact and career pages describe theirs. */
export interface InboxKind<R extends InboxEntry> {
  name: 'contact' | 'career';
  inbox: InboxDefinition;
  /** The list's columns (the whole message shows: it is what the admin came to read). */
  columns: Column<R>[];
  /** The entry's detail view, field by field. */
  details: { label: string; value: (row: R) => ReactNode }[];
  /** The subject a Reply opens the mail program with. */
  replySubject: (row: R) => string;
}

/** The inbox's calls, from its tRPC client (`useTRPCClient().contact`). */
export interface InboxClient<R extends InboxEntry> {
  view: { mutate: (input: { id: string }) => Promise<R> };
  mark: { mutate: (input: { ids: string[]; read: boolean }) => Promise<InboxBulkAnswer> };
  archive: { mutate: (input: { ids: string[]; archived: boolean }) => Promise<InboxBulkAnswer> };
  remove: { mutate: (input: { ids: string[] }) => Promise<InboxBulkAnswer> };
  notSpam: { mutate: (input: { ids: string[] }) => Promise<InboxBulkAnswer> };
}

/** Where an entry opens: the admin's `$page/$id` route, under its inbox's list address. */
export const entryLink = (name: keyof typeof inboxes, id: string) =>
  ({
    to: '/admin/$page/$id',
    params: { page: inboxes[name].admin.slice('/admin/'.length), id },
  }) as const;

export const fullName = (row: { firstName: string; lastName: string }) =>
  `${row.firstName} ${row.lastName}`;

export const replyLink = (email: string, subject: string) =>
  `mailto:${email}?subject=${encodeURIComponent(subject)}`;

/** The CSV of a folder, downloaded with the admin's own session. */
export const exportHref = (name: InboxKind<InboxEntry>['name'], folder: InboxFolder) =>
  `/api/${name}export?folder=${folder}`;
