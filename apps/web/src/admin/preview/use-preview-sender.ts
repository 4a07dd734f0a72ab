import { type RefObject, useEffect } from 'react';
import { isPreviewReady, previewValues } from '../../live-preview/protocol';
import type { RegistryForm } from '../forms/use-registry-form';
import type { LivePreviewOf } from './live-preview-panel';
import { previewData } from './preview-data';

/** How long typing pauses before the preview follows (well within the second it is owed). */
const PREVIEW_DELAY_MS = 250;

/**
 * Sends the form's values to the framed public page as they change (and when the page asks,
 * once it listens), to this origin only; the server hears nothing of it.
 */
export function usePreviewSender(
  form: RegistryForm,
  { target, shown }: LivePreviewOf,
  frame: RefObject<HTMLIFrameElement | null>,
): void {
  useEffect(() => {
    const origin = window.location.origin;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const values = () => (shown ? shown(form.state.values) : form.state.values);
    const send = () =>
      frame.current?.contentWindow?.postMessage(
        previewValues(target, previewData(target, values())),
        origin,
      );
    const subscription = form.store.subscribe(() => {
      clearTimeout(timer);
      timer = setTimeout(send, PREVIEW_DELAY_MS);
    });
    const onMessage = (event: MessageEvent) => {
      if (
        event.origin === origin &&
        event.source === frame.current?.contentWindow &&
        isPreviewReady(event.data)
      )
        send();
    };
    window.addEventListener('message', onMessage);
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
    };
  }, [form, target, shown, frame]);
}
