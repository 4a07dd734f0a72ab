import { type Access, messages } from '@studio/contracts';
import type { ReactNode } from 'react';
import { ListState } from '../lists/list-state';
import { PageHeader } from '../ui/page-header';
import { useAllows } from './session-user';

interface RequireAccessProps {
  /** The access level of the page's main call, from the contracts' access table. */
  level: Access;
  /** The page's title, shown above the wait or the refusal. */
  title: string;
  children: ReactNode;
}

/**
 * A page the signed-in role may not use says so, instead of calling the server for a list it
 * would refuse. The server checks the same table again on every call.
 */
export function RequireAccess({ level, title, children }: RequireAccessProps) {
  const allowed = useAllows(level);
  if (allowed) return children;
  return (
    <>
      <PageHeader title={title} />
      <ListState
        pending={allowed === undefined}
        failed={allowed === false ? messages.server.forbidden : undefined}
        empty={undefined}
      >
        {null}
      </ListState>
    </>
  );
}
