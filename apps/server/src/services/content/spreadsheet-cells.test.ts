import { describe, expect, it } from 'vitest';
import { fromCell, toCell } from './spreadsheet-cells';

describe('spreadsheet cells', () => {
  it('prefixes a cell a spreadsheet would run as a formula', () => {
    const formulas = ['=1+2', '+1', '-1', '@A1', '\tx', '\rx', ' =1+1', '\t@x', '\u00a0-1'];
    // A BOM, and the full-width signs some spreadsheets read as the plain ones.
    for (const text of [...formulas, '\uFEFF=cmd', '\uFEFFx', '＝1', '＋1', '－1', '＠x', ' ＝1']) {
      expect(toCell(text)).toBe(`'${text}`);
    }
    for (const text of ['plain', '1-2', 'a=b', '', "it's", "'quoted'", ' a', ' ', 'a ＝1']) {
      expect(toCell(text)).toBe(text);
    }
  });

  it('gives every text back as it was, apostrophes before a formula included', () => {
    const texts = ['=1+2', "'=1+2", "''=1+2", "'plain", "'", '-', '', 'a', "'-5", '@', '=', "'''"];
    texts.push(
      ' =1+1',
      "' =1+1",
      '\t@x',
      '\uFEFF=cmd',
      "'\uFEFF",
      '＝1',
      "'＋1",
      '－1',
      '＠x',
      ' ',
    );
    for (const text of texts) expect(fromCell(toCell(text))).toBe(text);
    // Written by hand: an apostrophe before a formula is the neutraliser, dropped once.
    expect(fromCell("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(fromCell("'plain")).toBe("'plain");
  });
});
