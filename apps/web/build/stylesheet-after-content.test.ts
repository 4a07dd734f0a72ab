import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { moveStylesheetsToBody } from './stylesheet-after-content';

describe('moveStylesheetsToBody', () => {
  it('moves every stylesheet link to the end of the body, leaving the rest in place', () => {
    const html =
      '<html><head><script type="module" src="/a.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/a.css"><link rel="modulepreload" href="/b.js">' +
      '</head><body><div id="root"></div></body></html>';
    expect(moveStylesheetsToBody(html)).toBe(
      '<html><head><script type="module" src="/a.js"></script>' +
        '<link rel="modulepreload" href="/b.js"></head><body><div id="root"></div>' +
        '<link rel="stylesheet" crossorigin href="/a.css"></body></html>',
    );
  });

  it('leaves a page without stylesheets as it is', () => {
    expect(moveStylesheetsToBody('<body></body>')).toBe('<body></body>');
  });
});

describe("index.html's inline loader styles", () => {
  const theme = (file: string) =>
    Object.fromEntries(
      [...readFileSync(new URL(file, import.meta.url), 'utf8').matchAll(/(--[a-z-]+):\s*([^;]+);/g)]
        .filter(([, name]) => name?.startsWith('--color-') || name?.startsWith('--font-'))
        .map(([, name, value]) => [name, value?.trim()]),
    );

  it("use styles.css's theme colours and font, as they paint before it loads", () => {
    const inline = theme('../index.html');
    const styles = theme('../src/styles.css');
    expect(Object.keys(inline).length).toBeGreaterThan(0);
    for (const [name, value] of Object.entries(inline)) expect(styles[name], name).toBe(value);
  });
});
