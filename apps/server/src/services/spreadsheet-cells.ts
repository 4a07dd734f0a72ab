/**
 * A cell a spreadsheet would run as a formula (CSV injection: one starting with =, +, -, @, a
 * tab or a carriage return) is written with a leading apostrophe, which spreadsheets show as
 * text. A cell that already starts with apostrophes before such a character gets one more, so
 * reading back drops exactly the one added: every text comes back as it was.
 */
const FORMULA = /^'*[=+\-@\t\r]/;
const NEUTRALISED = /^'+[=+\-@\t\r]/;

/** A text as a CSV cell, formulas neutralised. */
export const toCell = (text: string) => (FORMULA.test(text) ? `'${text}` : text);

/** A cell as the text it was written from. */
export const fromCell = (cell: string) => (NEUTRALISED.test(cell) ? cell.slice(1) : cell);
