import { languageName } from '@studio/contracts';
import { type KeyboardEvent, type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { GuardGroup, type JoinGuard, UnsavedChangesGuard } from '../forms/unsaved-changes';
import { versionOf } from '../forms/use-versioned-save';
import { SharedVersion } from './shared-version';
import { useAdminLocales } from './use-admin-locales';

interface LocaleTabsProps {
  /** The record the tabs edit, as read: the version their saves start from. */
  record: object;
  /** A locale's panel: null is the default locale's (today's form). */
  children: (locale: string | null) => ReactNode;
}

const tabClass = (current: boolean) =>
  `rounded-t-md border-b-2 px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-gold-deep ${
    current
      ? 'border-gold-deep text-slate-900'
      : 'border-transparent text-slate-600 hover:text-slate-900'
  }`;

/**
 * A record's edit form by locale (WAI-ARIA tabs: arrows, Home and End move between them). The
 * default locale's tab is the form as it is with one locale; each other's edits that locale's
 * translation. A tab's panel is made when first opened and then kept, so switching keeps what
 * was typed. With one locale there are no tabs: the form alone.
 */
export function LocaleTabs({ record, children }: LocaleTabsProps) {
  const locales = useAdminLocales();
  const id = useId();
  const version = useRef(versionOf(record));
  const [current, setCurrent] = useState(locales.default);
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set([locales.default]));
  const tabs = useRef(new Map<string, HTMLButtonElement>());
  // Every tab's form asks before leaving from here, the one guard outside the hidden panels.
  const dirty = useRef(new Set<() => boolean>());
  const join = useCallback<JoinGuard>((isDirty) => {
    dirty.current.add(isDirty);
    return () => dirty.current.delete(isDirty);
  }, []);
  if (locales.others.length === 0) return children(null);
  const all = [locales.default, ...locales.others];

  const open = (locale: string) => {
    setCurrent(locale);
    setOpened((seen) => new Set([...seen, locale]));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = all.indexOf(current);
    const next = {
      ArrowRight: all[(at + 1) % all.length],
      ArrowLeft: all[(at - 1 + all.length) % all.length],
      Home: all[0],
      End: all[all.length - 1],
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    open(next);
    tabs.current.get(next)?.focus();
  };

  return (
    <SharedVersion.Provider value={version}>
      <UnsavedChangesGuard isDirty={() => [...dirty.current].some((isDirty) => isDirty())} />
      <div
        role="tablist"
        aria-label="Language"
        onKeyDown={onKeyDown}
        className="mb-4 flex max-w-3xl gap-1 border-b border-slate-200"
      >
        {all.map((locale) => (
          <button
            key={locale}
            ref={(element) => {
              if (element) tabs.current.set(locale, element);
              else tabs.current.delete(locale);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${locale}`}
            aria-selected={locale === current}
            aria-controls={`${id}-panel-${locale}`}
            tabIndex={locale === current ? 0 : -1}
            lang={locale}
            onClick={() => open(locale)}
            className={tabClass(locale === current)}
          >
            {languageName(locale)}
          </button>
        ))}
      </div>
      <GuardGroup.Provider value={join}>
        {all.map((locale) => (
          <div
            key={locale}
            role="tabpanel"
            id={`${id}-panel-${locale}`}
            aria-labelledby={`${id}-tab-${locale}`}
            hidden={locale !== current}
          >
            {opened.has(locale) ? children(locale === locales.default ? null : locale) : null}
          </div>
        ))}
      </GuardGroup.Provider>
    </SharedVersion.Provider>
  );
}
