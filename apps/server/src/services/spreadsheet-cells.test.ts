import { describe, expect, it } from 'vitest';
import { fromCell, toCell } from './spreadsheet-cells';

describe('spreadsheet cells', () => {
  it('prefixes a cell a spreadsheet would run as a formula', () => {
    for (const text of ['=1+2', '+1', '-1', '@A1', '\tx', '\rx']) {
      expect(toCell(text)).toBe(`'${text}`);
    }
    for (const text of ['plain', '1-2', 'a=b', '', "it's", "'quoted'"]) {
      expect(toCell(text)).toBe(text);
    }
  });

  it('gives every text back as it was, apostrophes before a formula included', () => {
    const texts = ['=1+2', "'=1+2", "''=1+2", "'plain", "'", '-', '', 'a', "'-5", '@', '=', "'''"];
    for (const text of texts) expect(fromCell(toCell(text))).toBe(text);
    // Written by hand: an apostrophe before a formula is the neutraliser, dropped once.
    expect(fromCell("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(fromCell("'plain")).toBe("'plain");
  });
});
