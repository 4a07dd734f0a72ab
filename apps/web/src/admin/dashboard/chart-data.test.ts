import { contentTypes } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { inboxChart, recordsChart } from './chart-data';

describe('inboxChart', () => {
  it('names each week by its Monday, and keeps spam a series of its own', () => {
    expect(
      inboxChart({
        weeks: ['2026-12-28', '2027-01-04'],
        contact: [1, 2],
        career: [0, 3],
        spam: [4, 0],
      }),
    ).toEqual({
      period: 'Week of',
      axis: ['28 Dec', '4 Jan'],
      rows: ['28 Dec 2026', '4 Jan 2027'],
      series: [
        { label: 'Contact messages', values: [1, 2] },
        { label: 'Applications', values: [0, 3] },
        { label: 'Spam', values: [4, 0] },
      ],
    });
  });
});

describe('recordsChart', () => {
  it('draws the types that had records created, by their labels', () => {
    expect(
      recordsChart({
        months: ['2026-12', '2027-01'],
        types: [
          { type: 'podcast', created: [0, 2] },
          { type: 'music', created: [0, 0] },
        ],
      }),
    ).toEqual({
      period: 'Month',
      axis: ['Dec', 'Jan'],
      rows: ['December 2026', 'January 2027'],
      series: [{ label: contentTypes.podcast.label, values: [0, 2] }],
    });
  });
});
