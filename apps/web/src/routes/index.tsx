import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../public/home/home-page';

export const Route = createFileRoute('/')({
  component: HomePage,
});
