import {
  access,
  createWebhookSchema,
  deleteWebhookSchema,
  resendWebhookDeliverySchema,
  webhookDeliveriesSchema,
} from '@studio/contracts';
import { procedure, router } from '../init';

export const webhooksRouter = router({
  list: procedure(access.webhooks.list).query(({ ctx }) =>
    ctx.services.webhooks.list(ctx.req.actor),
  ),
  create: procedure(access.webhooks.create)
    .input(createWebhookSchema)
    .mutation(({ ctx, input }) => ctx.services.webhooks.create(ctx.req.actor, input)),
  delete: procedure(access.webhooks.delete)
    .input(deleteWebhookSchema)
    .mutation(({ ctx, input }) => ctx.services.webhooks.delete(ctx.req.actor, input)),
  deliveries: procedure(access.webhooks.deliveries)
    .input(webhookDeliveriesSchema)
    .query(({ ctx, input }) => ctx.services.webhooks.deliveries(ctx.req.actor, input)),
  resend: procedure(access.webhooks.resend)
    .input(resendWebhookDeliverySchema)
    .mutation(({ ctx, input }) => ctx.services.webhooks.resend(ctx.req.actor, input)),
});
