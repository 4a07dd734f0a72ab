/** Text made safe inside HTML or XML, in element content and quoted attributes alike. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** An element's attributes, each value escaped. */
export const htmlAttributes = (attrs: Readonly<Record<string, string | number>>) =>
  Object.entries(attrs)
    .map(([name, value]) => `${name}="${escapeHtml(String(value))}"`)
    .join(' ');
