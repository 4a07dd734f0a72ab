import { type ComponentType, Suspense } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

/** The markup of `Component` under a Suspense boundary whose fallback says "loading". */
const render = (Component: ComponentType<{ name: string }>) =>
  renderToStaticMarkup(
    <Suspense fallback={<p>loading</p>}>
      <Component name="Ada" />
    </Suspense>,
  );

/** Lets the promise callbacks queued so far run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a component whose code is fetched on demand', () => {
  it('shows the fallback while its code has not been asked for', () => {
    const { Component } = lazyWithPreload(() => Promise.resolve(Greeting));
    expect(render(Component)).toBe('<p>loading</p>');
  });

  it('renders at once, without the fallback, once a preload has fetched its code', async () => {
    let loads = 0;
    const { Component, preload } = lazyWithPreload(() => {
      loads++;
      return Promise.resolve(Greeting);
    });
    preload();
    await settle();
    expect(render(Component)).toBe('<p>Hello Ada</p>');
    expect(loads).toBe(1);
  });

  it('asks again on render after a failed preload', async () => {
    let attempt = 0;
    const { Component, preload } = lazyWithPreload(() =>
      ++attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting),
    );
    preload();
    await settle();
    expect(render(Component)).toBe('<p>loading</p>');
    expect(attempt).toBe(2);
  });
});
