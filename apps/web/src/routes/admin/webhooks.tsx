import { createFileRoute } from '@tanstack/react-router';
import { preloadWebhooks } from '../../admin/api/preload';
import { WebhooksPage } from '../../admin/webhooks/webhooks-page';

export const Route = createFileRoute('/admin/webhooks')({
  loader: ({ context }) => preloadWebhooks(context.trpc),
  component: WebhooksPage,
});
