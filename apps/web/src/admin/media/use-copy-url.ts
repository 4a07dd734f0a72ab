import { mediaMessages } from '@studio/contracts';
import { useEffect, useState } from 'react';

/** How long "Copied" stays on the button. */
const COPIED_MS = 2000;

/**
 * Copies an item's URL as stored (a site path): pasted into a content field, it still points at
 * the library item. Says so for a moment.
 */
export function useCopyUrl() {
  const [said, setSaid] = useState<string | null>(null);
  useEffect(() => {
    if (!said) return;
    const timer = setTimeout(() => setSaid(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [said]);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setSaid(mediaMessages.copied);
    } catch {
      setSaid(mediaMessages.copyFailed);
    }
  };
  return { said, copy };
}
