import { createFileRoute } from '@tanstack/react-router';
import { WebhooksPage } from '../../admin/webhooks/webhooks-page';
import { preloadWebhooks } from '../../admin/webhooks/webhooks-query';

export const Route = createFileRoute('/admin/webhooks')({
  loader: ({ context }) => preloadWebhooks(context),
  component: WebhooksPage,
});
