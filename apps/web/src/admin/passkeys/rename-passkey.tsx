import { PASSKEY_NAME_MAX, type Passkey, passkeyMessages } from '@studio/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { serverIssues, serverMessage } from '../api/errors';
import { buttonClass, inputClass } from '../ui/styles';

interface RenamePasskeyProps {
  passkey: Passkey;
  onRenamed: (passkey: Passkey) => void;
  onCancel: () => void;
}

/** A passkey's name, edited in its row: Enter saves, Escape (or Cancel) keeps the old one. */
export function RenamePasskey({ passkey, onRenamed, onCancel }: RenamePasskeyProps) {
  const trpc = useTRPC();
  const rename = useMutation(trpc.passkeys.rename.mutationOptions());
  const [name, setName] = useState(passkey.name);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  const input = useRef<HTMLInputElement>(null);
  // The person just asked to edit this name: the field takes the focus, its text selected.
  useEffect(() => input.current?.select(), []);

  return (
    <form
      className="flex flex-wrap items-start gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        rename.mutate(
          { id: passkey.id, name },
          {
            onSuccess: onRenamed,
            onError: (error) =>
              setProblem(
                serverIssues(error)[0]?.message ??
                  serverMessage(error) ??
                  passkeyMessages.renameFailed,
              ),
          },
        );
      }}
    >
      <input
        ref={input}
        value={name}
        maxLength={PASSKEY_NAME_MAX}
        aria-label={`New name for the passkey “${passkey.name}”`}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => {
          setName(event.target.value);
          setProblem(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
        className={`${inputClass} max-w-xs`}
      />
      <button type="submit" disabled={rename.isPending} className={buttonClass.smallEdit}>
        Save
      </button>
      <button type="button" onClick={onCancel} className={buttonClass.smallEdit}>
        Cancel
      </button>
      {problem ? (
        <p id={problemId} className="w-full text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
