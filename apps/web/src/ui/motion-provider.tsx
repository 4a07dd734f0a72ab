import { LazyMotion } from 'motion/react';
import type { ReactNode } from 'react';

const loadFeatures = () => import('./motion-features').then((module) => module.default);

/**
 * Motion's `m` components with their animation features fetched after the first paint, so
 * first-load JavaScript carries only the small `m` core. `strict`: a full `motion.*` component
 * (which would bring every feature back into the bundle) throws in development.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      {children}
    </LazyMotion>
  );
}
