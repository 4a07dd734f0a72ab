import { access, WEBHOOK_SIGNATURE_HEADER } from '@studio/contracts';
import { RequireAccess } from '../auth/require-access';
import { PageHeader } from '../ui/page-header';
import { CreateWebhookForm } from './create-webhook-form';
import { WebhooksTable } from './webhooks-table';

/** /admin/webhooks: endpoints told of content and inbox events (admins only). */
export function WebhooksPage() {
  return (
    <RequireAccess level={access.webhooks.list.level} title="Webhooks">
      <PageHeader title="Webhooks" />
      <p className="mb-6 max-w-3xl text-sm text-slate-600">
        Each event is POSTed as JSON, signed in the <code>{WEBHOOK_SIGNATURE_HEADER}</code> header,
        and retried for 24 hours until the endpoint answers 2xx. Subscribe by name or pattern, such
        as <code>podcast.created</code>, <code>*.updated</code> or <code>contact.*</code>.
      </p>
      <div className="space-y-8">
        <section aria-label="All webhooks" className="space-y-4">
          <WebhooksTable />
        </section>
        <CreateWebhookForm />
      </div>
    </RequireAccess>
  );
}
