import { useId, useState } from 'react';
import { isActive, type NavItem } from './nav-items';
import { itemClass, NavLink } from './nav-link';

interface NavGroupProps {
  label: string;
  items: NavItem[];
  pathname: string;
}

/**
 * A collapsible group of the sidebar (SPEC.md §2.3's Homepage Sections, Administration). It opens when one of
 * its pages becomes the current one; otherwise its toggle decides, on its own pages too.
 */
export function NavGroup({ label, items, pathname }: NavGroupProps) {
  const activeItem = items.find((item) => isActive(item, pathname))?.to;
  const [open, setOpen] = useState(activeItem !== undefined);
  // Adjusted while rendering, as React advises for state that follows a prop's changes.
  const [openedFor, setOpenedFor] = useState(activeItem);
  if (activeItem !== openedFor) {
    setOpenedFor(activeItem);
    if (activeItem !== undefined) setOpen(true);
  }
  const groupId = useId();

  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={groupId}
        onClick={() => setOpen((value) => !value)}
        className={`${itemClass(false)} w-full justify-between`}
      >
        {label}
        <span aria-hidden="true" className="text-xs">
          {open ? '▾' : '▸'}
        </span>
      </button>
      <ul id={groupId} hidden={!open} className="mt-0.5 space-y-0.5 border-l border-white/10 pl-3">
        {items.map((item) => (
          <NavLink key={item.to} item={item} pathname={pathname} />
        ))}
      </ul>
    </li>
  );
}
