import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';

const table = (props: { busy?: boolean; replacing?: boolean }) =>
  renderToStaticMarkup(
    <DataTable
      caption="Podcasts"
      rows={[{ _id: 'a', title: 'On air' }]}
      columns={[{ header: 'Title', cell: (row) => row.title }]}
      actions={(row) => <button type="button">Delete {row.title}</button>}
      {...props}
    />,
  );

describe('DataTable', () => {
  it('keeps the rows of a list giving way to another out of reach until it comes', () => {
    const replacing = table({ replacing: true });
    expect(replacing).toContain('aria-busy="true"');
    expect(replacing).toMatch(/<tbody inert=""/);
  });

  it('leaves the rows in reach while they are only being changed, and when settled', () => {
    for (const markup of [table({ busy: true }), table({})]) {
      expect(markup).not.toContain('inert');
    }
    expect(table({ busy: true })).toContain('aria-busy="true"');
  });
});
