import { createFileRoute } from '@tanstack/react-router';
import { preloadApiTokens } from '../../admin/api/preload';
import { ApiTokensPage } from '../../admin/api-tokens/api-tokens-page';

export const Route = createFileRoute('/admin/tokens')({
  loader: ({ context }) => preloadApiTokens(context.trpc),
  component: ApiTokensPage,
});
