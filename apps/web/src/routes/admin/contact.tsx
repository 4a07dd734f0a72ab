import { createFileRoute } from '@tanstack/react-router';
import { ContactListPage } from '../../admin/lists/contact-list-page';

export const Route = createFileRoute('/admin/contact')({ component: ContactListPage });
