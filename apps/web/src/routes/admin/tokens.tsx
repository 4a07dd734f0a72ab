import { createFileRoute } from '@tanstack/react-router';
import { ApiTokensPage } from '../../admin/api-tokens/api-tokens-page';
import { preloadTokens } from '../../admin/api-tokens/tokens-query';

export const Route = createFileRoute('/admin/tokens')({
  loader: ({ context }) => preloadTokens(context),
  component: ApiTokensPage,
});
