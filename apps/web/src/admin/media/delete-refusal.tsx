import { type MediaUser, mediaMessages } from '@studio/contracts';

/**
 * Why a delete was refused: the records that still use the item, by type and title, those in
 * the trash named as such (restoring them needs the item).
 */
export function DeleteRefusal({ text, usedBy }: { text: string; usedBy: readonly MediaUser[] }) {
  return (
    <div
      role="alert"
      className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700"
    >
      <p>{text}</p>
      {usedBy.length > 0 ? (
        <ul aria-label="Used by" className="mt-2 list-disc pl-5">
          {usedBy.map((user) => (
            <li key={`${user.type} ${user._id} ${user.trashed ? 'trashed' : 'current'}`}>
              {user.type}: {user.trashed ? mediaMessages.usedInTrash(user.title) : user.title}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
