import { contactMessages } from '@studio/contracts';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContactInfoCards } from '../public/contact/contact-info-cards';
import { PageReads, PageReadsContext } from '../public/data/page-reads';
import { pagesRead } from '../public/data/public-api';
import { publicPageInput } from '../public/data/public-page-input';
import { usePagedRead } from '../public/data/use-paged-list';
import { type FirstScreenLists, seedLists } from './lists';

const record = {
  _id: 'info-1',
  createdAt: '2026-11-25T00:00:00.000Z',
  updatedAt: '2026-11-25T00:00:00.000Z',
  address: 'Pine View House\nLandour',
  phone: '+91 135 263 0142',
  email: 'seeded@studio.test',
  hours: 'Monday to Saturday',
};

/** `children` as a first render shows them, over reads given these lists (read in `locale`). */
function firstRender(lists: FirstScreenLists, children: React.ReactNode, locale?: string) {
  const reads = new PageReads();
  seedLists(reads, lists, locale);
  return renderToString(<PageReadsContext value={reads}>{children}</PageReadsContext>);
}

const cards = (lists: FirstScreenLists) => firstRender(lists, <ContactInfoCards />);

/** The music gallery's read as its page in `locale` reads it: its releases, or "pending". */
function MusicTitles({ locale }: { locale?: string }) {
  const query = usePagedRead(pagesRead('music', publicPageInput(locale)));
  if (query.data === undefined) return <p>pending</p>;
  const items = query.data.pages.flatMap((page) => page.items);
  return <p data-total={query.data.pages[0]?.total}>{items.map((item) => item.alt).join()}</p>;
}

const release = {
  _id: 'music-1',
  createdAt: '2026-11-25T00:00:00.000Z',
  updatedAt: '2026-11-25T00:00:00.000Z',
  src: '/media/music/1.jpg',
  alt: 'Renamed Letters',
  video: '',
};

describe('seedLists', () => {
  it('puts a list where its query reads it: the first render shows the records', () => {
    const html = cards([{ type: 'contactinfo', records: [record] }]);
    expect(html).toContain('data-testid="contact-info-cards"');
    expect(html).toContain('mailto:seeded@studio.test');
    expect(html).toContain('Landour');
    expect(html).not.toContain(contactMessages.loadingInfo);
  });

  it('an empty list is an answer too: no cards, and no loading', () => {
    const html = cards([{ type: 'contactinfo', records: [] }]);
    expect(html).toContain(contactMessages.noInfo);
    expect(html).not.toContain(contactMessages.loadingInfo);
  });

  it('without lists the query is still pending', () => {
    expect(cards([])).toContain(contactMessages.loadingInfo);
    expect(firstRender([], <MusicTitles />)).toContain('pending');
  });

  it("puts a gallery's first page where its paged query reads it", () => {
    const page = { items: [release], total: 13, nextCursor: 12 };
    const html = firstRender([{ type: 'music', page }], <MusicTitles />);
    expect(html).toBe('<p data-total="13">Renamed Letters</p>');
  });

  it("puts a page in another language's lists where that language's queries read them", () => {
    const page = { items: [{ ...release, alt: 'Cartas del monzón' }], total: 1, nextCursor: null };
    const lists = [{ type: 'music' as const, page }];
    expect(firstRender(lists, <MusicTitles locale="es" />, 'es')).toContain('Cartas del monzón');
    // Not under the default language's key, nor the other way round.
    expect(firstRender(lists, <MusicTitles />, 'es')).toContain('pending');
    expect(firstRender(lists, <MusicTitles locale="es" />)).toContain('pending');
    const cardsIn = (locale?: string) =>
      firstRender([{ type: 'contactinfo', records: [record] }], <ContactInfoCards />, locale);
    expect(cardsIn('es')).toContain(contactMessages.loadingInfo);
  });
});
