import { access } from '@studio/contracts';
import { RequireAccess } from '../auth/require-access';
import { PageHeader } from '../ui/page-header';
import { CreateTokenForm } from './create-token-form';
import { TokensTable } from './tokens-table';

/** /admin/tokens: integrators' API tokens (admins only). */
export function ApiTokensPage() {
  return (
    <RequireAccess level={access.apiTokens.list.level} title="API tokens">
      <PageHeader title="API tokens" />
      <p className="mb-6 max-w-3xl text-sm text-slate-600">
        A program calls the REST API with <code>Authorization: Bearer &lt;token&gt;</code>. It may
        do what its scopes allow and nothing else: never manage accounts or tokens.
      </p>
      <div className="space-y-8">
        <section aria-label="All API tokens">
          <TokensTable />
        </section>
        <CreateTokenForm />
      </div>
    </RequireAccess>
  );
}
