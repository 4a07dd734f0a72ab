import { domAnimation } from 'motion/react';

/** Motion's animation features, loaded after first paint (see motion-provider.tsx). */
export default domAnimation;
