import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it: what starts then (a form's
 * code, say) does not compete with the page's first screen for a slow phone's bandwidth.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The next frame is painted before a task queued from its callback runs.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
