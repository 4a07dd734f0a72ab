import { describe, expect, it } from 'vitest';
import { pageWithScreen, unusableScreen } from './first-screens';

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
