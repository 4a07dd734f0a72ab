import type { InboxFolder } from '@studio/contracts';
import { useState } from 'react';
import { inboxInput } from './inbox-input';

/** Which folder and page of an inbox is shown, and the list's input for them. */
export function useInboxView() {
  const [folder, setFolder] = useState<InboxFolder>('all');
  const [page, setPage] = useState(1);
  const input = inboxInput(folder, page);
  return {
    folder,
    page,
    input,
    setPage,
    /** Another folder starts at its first page. */
    setFolder: (next: InboxFolder) => {
      setFolder(next);
      setPage(1);
    },
  };
}

export type InboxView = ReturnType<typeof useInboxView>;
