import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useReducedMotion } from '../../ui/use-reduced-motion';

/** SPEC.md §9: both sliders advance every 5 s, loop, and keep going after the visitor acts. */
const AUTOPLAY_DELAY = 5000;

/**
 * A looping embla slider with its selected index for pagination bullets. With reduced motion
 * it neither autoplays nor animates: a bullet jumps straight to its slide.
 */
export function useSlider() {
  const reduce = useReducedMotion();
  const plugins = useMemo(
    () => (reduce ? [] : [Autoplay({ delay: AUTOPLAY_DELAY, stopOnInteraction: false })]),
    [reduce],
  );
  const [emblaViewport, api] = useEmblaCarousel({ loop: true }, plugins);
  const [selected, setSelected] = useState(0);

  // embla measures the slides as it starts: given the viewport a frame later, it reads a page
  // the browser has laid out already, instead of laying it all out inside React's commit.
  const pending = useRef(0);
  const viewport = useCallback(
    (node: HTMLElement | null) => {
      cancelAnimationFrame(pending.current);
      if (node) pending.current = requestAnimationFrame(() => emblaViewport(node));
      else emblaViewport(null);
    },
    [emblaViewport],
  );

  useEffect(() => {
    if (!api) return;
    const update = () => setSelected(api.selectedScrollSnap());
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  // A chosen slide gets its full 5 s: the advance restarts from the click (when playing).
  const goTo = useCallback(
    (index: number) => {
      api?.scrollTo(index, reduce);
      api?.plugins().autoplay?.reset();
    },
    [api, reduce],
  );

  // WCAG 2.2.2: what moves by itself can be paused (and the 5 s advance with it). The advance
  // follows the button's state, also when the carousel starts after the visitor paused it.
  const [paused, setPaused] = useState(false);
  const togglePaused = useCallback(() => setPaused((now) => !now), []);
  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (paused) autoplay?.stop();
    else autoplay?.play();
  }, [api, paused]);

  return { viewport, selected, goTo, reduce, paused, togglePaused };
}
