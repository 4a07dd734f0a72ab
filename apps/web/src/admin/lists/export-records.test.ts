import { describe, expect, it } from 'vitest';
import { attachmentName, exportAddress } from './export-records';
import { isCsvFile } from './import-records';

describe('attachmentName', () => {
  it('reads the encoded name first, then the plain one', () => {
    expect(
      attachmentName(`attachment; filename="music.csv"; filename*=UTF-8''m%C3%BCsic.csv`),
    ).toBe('müsic.csv');
    expect(attachmentName('attachment; filename="podcast.json"')).toBe('podcast.json');
    expect(attachmentName(`attachment; filename="a.csv"; filename*=UTF-8''%E0%A4%A`)).toBe('a.csv');
    expect(attachmentName(null)).toBeUndefined();
    expect(attachmentName('inline')).toBeUndefined();
  });
});

describe('isCsvFile', () => {
  it('is CSV by its type or its name, else JSON', () => {
    expect(isCsvFile({ name: 'export', type: 'text/csv' })).toBe(true);
    expect(isCsvFile({ name: 'Podcast.CSV', type: '' })).toBe(true);
    expect(isCsvFile({ name: 'podcast.json', type: 'application/json' })).toBe(false);
  });
});

describe('exportAddress', () => {
  it('names every record, the ids chosen, or the list filter of all matching', () => {
    expect(exportAddress('podcast', 'csv')).toBe('/api/podcastexport?format=csv');
    expect(exportAddress('podcast', 'json', { ids: ['a', 'b'] })).toBe(
      '/api/podcastexport?format=json&ids=a%2Cb',
    );
    expect(
      exportAddress('music', 'csv', { matching: { search: 'rain & sun', status: 'draft' } }),
    ).toBe('/api/musicexport?format=csv&search=rain+%26+sun&status=draft');
    expect(exportAddress('music', 'csv', { matching: {} })).toBe('/api/musicexport?format=csv');
    expect(exportAddress('music', 'csv', { matching: { missingLocale: 'es' } })).toBe(
      '/api/musicexport?format=csv&missingLocale=es',
    );
  });
});
