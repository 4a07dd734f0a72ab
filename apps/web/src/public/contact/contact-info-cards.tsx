import { contactInfo, publicCopy } from '@studio/content';
import { type ContentData, contactMessages } from '@studio/contracts';
import { useEffect } from 'react';
import { useReadLocale, useWords } from '../../i18n/page-locale';
import { useRead } from '../data/page-reads';
import { listRead } from '../data/public-api';
import { publicListInput } from '../data/public-page-input';

type ContactInfo = ContentData<'contactinfo'>;

const builtinInfo = contactInfo[0];

/** The four cards, each a field of the record, in order (their headings: `publicCopy`). */
const cards: { field: keyof ContactInfo & keyof typeof publicCopy.contact.cards; icon: string }[] =
  [
    {
      field: 'address',
      icon: 'M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z',
    },
    {
      field: 'phone',
      icon: 'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z',
    },
    {
      field: 'email',
      icon: 'M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 4-8 5-8-5V6l8 5 8-5z',
    },
    {
      field: 'hours',
      icon: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm.5 5v5.3l4.5 2.7-.8 1.2-5.2-3.2V7z',
    },
  ];

function CardLines({ field, value }: { field: keyof ContactInfo; value: string }) {
  const lines = value.split('\n').filter((line) => line.trim() !== '');
  return (
    <>
      {lines.map((line) => (
        <p key={line} className="text-sm leading-relaxed text-white/75">
          {field === 'email' ? (
            <a href={`mailto:${line}`} className="transition hover:text-gold">
              {line}
            </a>
          ) : field === 'phone' ? (
            <a href={`tel:${line.replace(/[^+\d]/g, '')}`} className="transition hover:text-gold">
              {line}
            </a>
          ) : (
            line
          )}
        </p>
      ))}
    </>
  );
}

/**
 * SPEC.md §4: the four cards come from the first contact info record; with no record (an empty
 * answer or a failure) no cards are shown.
 */
export function ContactInfoCards() {
  const words = useWords('contact', contactMessages);
  const query = useRead(listRead('contactinfo', publicListInput(useReadLocale())));
  const { isError, error } = query;

  useEffect(() => {
    if (isError) console.error('Could not load the contact info.', error);
  }, [isError, error]);

  if (query.data === undefined && !isError) {
    // The built-in cards, unseen, keep the room the real ones will take: the form below does
    // not jump when they arrive.
    return (
      <div className="relative">
        <p role="status" className="absolute inset-x-0 top-0 text-sm tracking-wide text-white/70">
          {words.loadingInfo}
        </p>
        {builtinInfo ? (
          <div aria-hidden="true" className="invisible">
            <CardGrid info={builtinInfo} />
          </div>
        ) : null}
      </div>
    );
  }
  const info = query.data?.[0];
  if (!info) {
    return (
      <p role="status" className="text-sm tracking-wide text-white/70">
        {words.noInfo}
      </p>
    );
  }
  return <CardGrid info={info} record={info._id} testId="contact-info-cards" />;
}

/** `record`: the shown record's id (the live preview marks it); the built-in info has none. */
function CardGrid({
  info,
  record,
  testId,
}: {
  info: ContactInfo;
  record?: string;
  testId?: string;
}) {
  const titles = useWords('copy', publicCopy).contact.cards;
  return (
    <ul
      data-testid={testId}
      data-record={record}
      className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4"
    >
      {cards.map((card) => (
        <li
          key={card.field}
          className="border border-white/10 bg-ink-soft p-7 transition hover:border-gold/50"
        >
          <span className="flex size-12 items-center justify-center rounded-full bg-gold/15 text-gold">
            <svg viewBox="0 0 24 24" className="size-5 fill-current" aria-hidden="true">
              <path d={card.icon} />
            </svg>
          </span>
          <h3 className="mt-5 mb-3 text-sm font-bold uppercase tracking-[0.25em] text-white">
            {titles[card.field]}
          </h3>
          <CardLines field={card.field} value={info[card.field]} />
        </li>
      ))}
    </ul>
  );
}
