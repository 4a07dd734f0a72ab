import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../admin/dashboard/dashboard-page';

export const Route = createFileRoute('/admin/dashboard')({ component: DashboardPage });
