import { recentSignInMessages } from '@studio/contracts';
import { Link } from '@tanstack/react-router';

/**
 * Beside a refusal for a session signed in too long ago (adding a passkey, setting up
 * two-factor sign-in): the way to sign in again. Nothing beside any other message.
 */
export function SignInAgain({ refusal }: { refusal: string | null | undefined }) {
  if (refusal !== recentSignInMessages.required) return null;
  return (
    <Link to="/login" className="text-sm font-medium text-gold-deep underline">
      {recentSignInMessages.signInAgain}
    </Link>
  );
}
