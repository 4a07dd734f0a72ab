import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../../admin/privacy/privacy-page';

export const Route = createFileRoute('/admin/privacy')({
  component: PrivacyPage,
});
