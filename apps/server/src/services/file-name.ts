/**
 * A sender's file name as we keep it: without control characters (it is shown, searched and
 * sent back in a header, and PostgreSQL stores no NUL), trimmed, and at most `max` characters;
 * a long one keeps its extension.
 */
export function senderFileName(filename: string, max: number): string {
  const name = [...filename]
    .filter((char) => char >= ' ' && char !== '\x7f')
    .join('')
    .trim();
  if (name.length <= max) return name;
  const ext = /\.[^.]{1,10}$/.exec(name)?.[0] ?? '';
  // Never half of a character written as two UTF-16 units.
  const head = name.slice(0, max - ext.length).replace(/[\uD800-\uDBFF]$/, '');
  return head + ext;
}
