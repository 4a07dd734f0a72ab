import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../admin/auth/login-page';

export const Route = createFileRoute('/login')({ component: LoginPage });
