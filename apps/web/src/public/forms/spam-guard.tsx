import { spamGuard } from '@studio/contracts';
import { useEffect, useState } from 'react';
import { fetchFormToken } from '../data/public-api';

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
  const [token, setToken] = useState<string>();
  const [trap, setTrap] = useState('');
  // A fresh token for each render of the form; none if the server cannot give one.
  useEffect(() => {
    let shown = true;
    fetchFormToken().then(
      (answer) => {
        if (shown) setToken(answer.token);
      },
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, []);

  const fields = (): SpamGuardFields => ({
    [spamGuard.honeypot]: trap,
    ...(token ? { [spamGuard.renderToken]: token } : {}),
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
