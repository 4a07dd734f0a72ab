import { spamGuard } from '@studio/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formTokenQuery } from '../data/public-api';

/** The guard's fields as the server reads them beside a public form's own. */
export type SpamGuardFields = {
  [spamGuard.honeypot]: string;
  [spamGuard.renderToken]?: string;
};

/**
 * Keeps simple bots out of a public form: the signed time the form was rendered at (fetched
 * when it appears, sent back with it) and a honeypot field people never see. The server
 * answers a filled honeypot, or a form sent too fast, like a success but keeps nothing.
 * Without a token (the server could not be reached) the form is sent without one.
 */
export function useSpamGuard(formName: string) {
  // A fresh token for each render of the form.
  const token = useQuery({ ...formTokenQuery(), staleTime: 0, gcTime: 0, retry: false });
  const [trap, setTrap] = useState('');

  const fields = (): SpamGuardFields => ({
    [spamGuard.honeypot]: trap,
    ...(token.data ? { [spamGuard.renderToken]: token.data.token } : {}),
  });

  return {
    fields,
    honeypot: <Honeypot id={`${formName}-${spamGuard.honeypot}`} value={trap} onChange={setTrap} />,
  };
}

interface HoneypotProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
}

/** Off-screen, hidden from assistive technology and out of the tab order: only bots fill it. */
function Honeypot({ id, value, onChange }: HoneypotProps) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        name={spamGuard.honeypot}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
