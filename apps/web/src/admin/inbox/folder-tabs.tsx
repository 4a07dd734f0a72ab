import { type InboxFolder, inboxFolderLabels, inboxFolders } from '@studio/contracts';

const tabClass = (current: boolean) =>
  `rounded-md px-3 py-1.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-gold-deep ${
    current ? 'bg-ink text-white' : 'text-slate-600 hover:bg-slate-100'
  }`;

/** Unread / All / Archived: a group of toggle buttons, the unread one with its count. */
export function FolderTabs({
  label,
  folder,
  unread,
  onFolder,
}: {
  label: string;
  folder: InboxFolder;
  unread: number | undefined;
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
          {name === 'unread' && unread !== undefined ? ` (${unread})` : ''}
        </button>
      ))}
    </fieldset>
  );
}
