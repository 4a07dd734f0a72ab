import { describe, expect, it } from 'vitest';
import { holdScriptsUntilLoad, starterFile } from './scripts-after-load';

describe('holdScriptsUntilLoad', () => {
  it("holds the entry's module script and preloads in a template, started by the starter", () => {
    const html =
      '<html><head><title>x</title><style>a{}</style>' +
      '<script type="module" crossorigin src="/assets/index.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/framework.js">' +
      '<link rel="icon" href="/mark.svg"></head>' +
      '<body><div id="root"></div><link rel="stylesheet" crossorigin href="/assets/a.css"></body></html>';
    expect(holdScriptsUntilLoad(html, '/assets/start-scripts-abc.js')).toBe(
      '<html><head><title>x</title><style>a{}</style><link rel="icon" href="/mark.svg">' +
        '<script defer src="/assets/start-scripts-abc.js"></script>' +
        '<template id="scripts-after-load">' +
        '<script type="module" crossorigin src="/assets/index.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/framework.js"></template></head>' +
        '<body><div id="root"></div><link rel="stylesheet" crossorigin href="/assets/a.css"></body></html>',
    );
  });

  it('leaves a page without module scripts as it is', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    expect(holdScriptsUntilLoad(html, '/assets/start-scripts-abc.js')).toBe(html);
  });
});

describe('starterFile', () => {
  it('is named for its content, in the assets folder, and starts the template the page holds', () => {
    const { source, fileName } = starterFile('assets');
    expect(fileName).toMatch(/^assets\/start-scripts-[\w-]{8}\.js$/);
    expect(starterFile('assets').fileName).toBe(fileName);
    expect(starterFile('static').fileName).toBe(fileName.replace('assets/', 'static/'));
    expect(source).toContain('("scripts-after-load", 2000)');
    expect(holdScriptsUntilLoad('<head><script type="module"></script></head>', '/s.js')).toContain(
      '<template id="scripts-after-load">',
    );
  });
});
