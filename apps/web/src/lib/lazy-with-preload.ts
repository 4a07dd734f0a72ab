import { type ComponentType, createElement, lazy, useState } from 'react';

/**
 * A component whose code is fetched on its first render, and `preload` to fetch it ahead: when
 * what opens it is pointed at or focused, say, or while a loading screen is up.
 */
export function lazyWithPreload<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): { Component: ComponentType<Props>; preload: () => void } {
  let loaded: ComponentType<Props> | undefined;
  const fetchCode = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => fetchCode().then((component) => ({ default: component })));
  // Code already in renders at once: React.lazy suspends on its first render even then, and
  // the fallback it shows stays up at least 300 ms (React's reveal throttle). Decided once per
  // instance: one that began with React.lazy keeps it, or it would mount again, state lost.
  const Component = (props: Props) => {
    const [ready] = useState(() => loaded);
    return createElement(ready ?? Lazy, props);
  };
  return {
    Component,
    preload: () => {
      // A failed preload costs nothing: the render asks again, and shows what went wrong.
      fetchCode().catch(() => undefined);
    },
  };
}
