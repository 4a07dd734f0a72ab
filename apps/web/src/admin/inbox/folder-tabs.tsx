import {
  type InboxCount,
  type InboxFolder,
  inboxFolderLabels,
  inboxFolders,
} from '@studio/contracts';

const tabClass = (current: boolean) =>
  `rounded-md px-3 py-1.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-gold-deep ${
    current ? 'bg-ink text-white' : 'text-slate-600 hover:bg-slate-100'
  }`;

/** The folders that show how many they hold: what is unread, and the spam. */
const counted = (name: InboxFolder, count: InboxCount | undefined) =>
  count && (name === 'unread' || name === 'spam') ? ` (${count[name]})` : '';

/** Unread / All / Archived / Spam: a group of toggle buttons, unread and spam with counts. */
export function FolderTabs({
  label,
  folder,
  count,
  onFolder,
}: {
  label: string;
  folder: InboxFolder;
  count: InboxCount | undefined;
  onFolder: (folder: InboxFolder) => void;
}) {
  return (
    <fieldset className="flex flex-wrap gap-1">
      <legend className="sr-only">{label} folders</legend>
      {inboxFolders.map((name) => (
        <button
          key={name}
          type="button"
          aria-pressed={name === folder}
          className={tabClass(name === folder)}
          onClick={() => onFolder(name)}
        >
          {inboxFolderLabels[name]}
          {counted(name, count)}
        </button>
      ))}
    </fieldset>
  );
}
