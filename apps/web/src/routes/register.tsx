import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../admin/auth/register-page';

export const Route = createFileRoute('/register')({ component: RegisterPage });
