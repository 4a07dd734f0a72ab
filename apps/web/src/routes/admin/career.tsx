import { createFileRoute } from '@tanstack/react-router';
import { CareerListPage } from '../../admin/lists/career-list-page';

export const Route = createFileRoute('/admin/career')({ component: CareerListPage });
