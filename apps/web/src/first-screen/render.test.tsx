import { passkeyMessages } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { LOGIN_PATH } from '../sign-in/address';
import { FIRST_SCREEN_PATHS, firstScreenPage } from './render';

const INDEX_HTML = '<html><head></head><body><div id="root"></div></body></html>';

describe("sign-in's first screen", () => {
  it('is built with the public pages', () => {
    expect(FIRST_SCREEN_PATHS).toContain(LOGIN_PATH);
  });

  it('is the sign-in card, inert, with the passkey button most browsers show', async () => {
    const page = await firstScreenPage(INDEX_HTML, LOGIN_PATH);
    const screen = page.slice(page.indexOf('<div id="root">'));
    expect(screen).toMatch(/^<div id="root"><div inert aria-hidden="true"><a href="#main"/);
    expect(screen).toContain('<h1 class="mt-2 text-2xl font-semibold">Sign in</h1>');
    expect(screen).toMatch(/<input id="email"[^>]*type="email"/);
    expect(screen).toMatch(/<input id="password"[^>]*type="password"/);
    expect(screen).toContain(`>${passkeyMessages.signIn}</button>`);
    expect(screen).toContain('<a href="/register"');
  });
});
