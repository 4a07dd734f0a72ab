/**
 * A cell a spreadsheet would run as a formula (CSV injection: one starting with =, +, -, @ or
 * their full-width forms ＝ ＋ － ＠, after any spaces; or with a tab, a carriage return or a
 * BOM) is written with a leading apostrophe, which spreadsheets show as text. A cell that already
 * starts with apostrophes before such a start gets one more, so reading back drops exactly the
 * one added: every text comes back as it was.
 */
const START = String.raw`(?:[\t\r\uFEFF]|\s*[=+\-@＝＋－＠])`;
const FORMULA = new RegExp(`^'*${START}`);
const NEUTRALISED = new RegExp(`^'+${START}`);

/** A text as a CSV cell, formulas neutralised. */
export const toCell = (text: string) => (FORMULA.test(text) ? `'${text}` : text);

/** A cell as the text it was written from. */
export const fromCell = (cell: string) => (NEUTRALISED.test(cell) ? cell.slice(1) : cell);
