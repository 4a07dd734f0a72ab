import { recentSignInMessages } from '@studio/contracts';
import { LOGIN_PATH } from '../../sign-in/address';

/**
 * Beside a refusal for a session signed in too long ago (adding a passkey, setting up
 * two-factor sign-in): the way to sign in again. Nothing beside any other message.
 */
export function SignInAgain({ refusal }: { refusal: string | null | undefined }) {
  if (refusal !== recentSignInMessages.required) return null;
  return (
    <a href={LOGIN_PATH} className="text-sm font-medium text-gold-deep underline">
      {recentSignInMessages.signInAgain}
    </a>
  );
}
