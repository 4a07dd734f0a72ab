import { createFileRoute } from '@tanstack/react-router';
import { requireToken } from '../admin/auth/require-token';
import { WelcomePage } from '../admin/auth/welcome-page';

export const Route = createFileRoute('/dashboard')({
  beforeLoad: requireToken,
  component: WelcomePage,
});
