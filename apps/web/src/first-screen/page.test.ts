import { describe, expect, it } from 'vitest';
import { pageWithScreen, unusableScreen } from './page';

describe('pageWithScreen', () => {
  it('writes the screen into the root, inert and hidden, with the stylesheet ahead of it', () => {
    const index =
      '<html><head><title>Studio</title></head><body><div id="root"></div>' +
      '<link rel="stylesheet" crossorigin href="/assets/index.css"></body></html>';
    expect(pageWithScreen(index, '<h1>PODCAST</h1>')).toBe(
      '<html><head><title>Studio</title>' +
        '<link rel="stylesheet" crossorigin href="/assets/index.css"></head>' +
        '<body><div id="root"><div inert aria-hidden="true"><h1>PODCAST</h1></div></div></body></html>',
    );
  });

  it('writes the lists it was rendered with beside the root, as JSON no record can break out of', () => {
    const record = {
      _id: 'a',
      createdAt: '2026-11-25T00:00:00.000Z',
      updatedAt: '2026-11-25T00:00:00.000Z',
      address: "</script><script>alert(1)</script> $' $&",
      phone: '1',
      email: 'a@b.c',
      hours: 'always',
    };
    const lists = [{ type: 'contactinfo' as const, records: [record] }];
    const page = pageWithScreen('<body><div id="root"></div></body>', '<p>$&</p>', lists);
    const json = /<script type="application\/json" id="first-screen-lists">(.*?)<\/script>/.exec(
      page,
    )?.[1];
    expect(page).toContain('<div inert aria-hidden="true"><p>$&</p></div></div><script');
    expect(json).toBeDefined();
    expect(json).not.toContain('<');
    expect(JSON.parse(json ?? '')).toEqual(lists);
    // Without lists, no script at all.
    expect(pageWithScreen('<div id="root"></div>', '<p></p>')).not.toContain('<script');
  });
});

describe('unusableScreen', () => {
  it('accepts markup with classes only', () => {
    expect(unusableScreen('<section class="h-[500px]"><h1>PODCAST</h1></section>')).toBe(undefined);
  });

  it.each([
    ['<section style="height:500px"></section>', 'style attribute'],
    ['<h1>PODCAST</h1><script>scrollTo(0, 0)</script>', 'script'],
    ['<!--$!--><template data-msg="document is not defined"></template><!--/$-->', 'render'],
  ])('refuses %s (%s)', (screen, why) => {
    expect(unusableScreen(screen)).toContain(why === 'render' ? 'failed to render' : why);
  });
});
