import { messages, type TotpSetupAnswer } from '@studio/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { loadFailure, serverMessage } from '../api/errors';
import { SignInAgain } from '../auth/sign-in-again';
import { buttonClass, cardClass } from '../ui/styles';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorDisableForm } from './two-factor-disable-form';
import { TwoFactorEnableForm } from './two-factor-enable-form';
import { twoFactorStatusQuery } from './two-factor-query';
import { twoFactorCard } from './two-factor-words';

/**
 * The account's two-factor sign-in: Set up → the QR code and key → the app's first code →
 * the recovery codes, once → On, with Disable (asks for the password).
 */
export function TwoFactorCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useQuery(twoFactorStatusQuery(trpc));
  const [setup, setSetup] = useState<TotpSetupAnswer | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // What the server knows changed: the card's status, and whether this session must enrol.
  const refresh = () => {
    void queryClient.invalidateQueries(trpc.twoFactor.status.queryFilter());
    void queryClient.invalidateQueries(trpc.auth.me.queryFilter());
  };

  if (setup) {
    return (
      <TwoFactorEnableForm
        setup={setup}
        onEnabled={(codes) => {
          setSetup(null);
          setRecoveryCodes(codes);
          refresh();
        }}
      />
    );
  }
  if (recoveryCodes) {
    return (
      <Frame>
        <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      </Frame>
    );
  }
  if (status.data?.enabled) {
    return (
      <TwoFactorDisableForm
        status={status.data}
        onDisabled={(message) => {
          setNotice(message);
          refresh();
        }}
      />
    );
  }
  return (
    <Frame>
      {status.isPending ? (
        <p role="status" className="text-sm text-slate-500">
          Loading...
        </p>
      ) : status.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {loadFailure(status.error, twoFactorCard.title)}
        </p>
      ) : (
        <SetUp notice={notice} onSetUp={setSetup} />
      )}
    </Frame>
  );
}

/** Off: what it is, and Set up. */
function SetUp({
  notice,
  onSetUp,
}: {
  notice: string | null;
  onSetUp: (setup: TotpSetupAnswer) => void;
}) {
  const start = useMutation(useTRPC().twoFactor.setup.mutationOptions());
  const refusal = start.isError ? (serverMessage(start.error) ?? messages.unreachable) : null;
  return (
    <div className="space-y-4">
      {notice ? (
        <p role="status" className="text-sm text-emerald-800">
          {notice}
        </p>
      ) : null}
      <p className="text-sm text-slate-700">
        Status: <strong className="font-semibold">Off</strong>. With it on, signing in also asks for
        a 6-digit code from an authenticator app on your phone.
      </p>
      {refusal ? (
        <p role="alert" className="text-sm text-red-700">
          {refusal}
        </p>
      ) : null}
      <SignInAgain refusal={refusal} />
      <button
        type="button"
        disabled={start.isPending}
        onClick={() => start.mutate(undefined, { onSuccess: onSetUp })}
        className={buttonClass.primary}
      >
        {start.isPending ? 'Setting up...' : 'Set up'}
      </button>
    </div>
  );
}

/** The card around a state that is not a form. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="two-factor-title" className={`${cardClass} space-y-5 p-6`}>
      <h2 id="two-factor-title" className="text-lg font-semibold">
        {twoFactorCard.title}
      </h2>
      {children}
    </section>
  );
}
