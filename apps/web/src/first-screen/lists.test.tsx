import { contactMessages } from '@studio/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TRPCProvider, trpcClient } from '../lib/trpc';
import { ContactInfoCards } from '../public/contact/contact-info-cards';
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

/** The contact cards as a first render shows them, over a cache given these lists. */
function cards(lists: FirstScreenLists) {
  const queryClient = new QueryClient();
  seedLists(queryClient, lists);
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <ContactInfoCards />
      </TRPCProvider>
    </QueryClientProvider>,
  );
}

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
  });
});
