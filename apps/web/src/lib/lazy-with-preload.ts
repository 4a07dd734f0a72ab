import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A component whose code is fetched on its first render, and `preload` to fetch it ahead: when
 * what opens it is pointed at or focused, say, or while a loading screen is up.
 */
export function lazyWithPreload<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): { Component: LazyExoticComponent<ComponentType<Props>>; preload: () => void } {
  return {
    Component: lazy(() => load().then((component) => ({ default: component }))),
    preload: () => {
      // A failed preload costs nothing: the render asks again, and shows what went wrong.
      load().catch(() => undefined);
    },
  };
}
