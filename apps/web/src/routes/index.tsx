import { createFileRoute } from '@tanstack/react-router';
import { trpc } from '../lib/trpc';

export const Route = createFileRoute('/')({
  component: Home,
});

function Home() {
  const podcasts = trpc.content.podcast.list.useQuery();
  return (
    <main className="p-8">
      <h1 className="text-3xl font-bold">Studio</h1>
      <p>{podcasts.data ? `${podcasts.data.length} podcasts` : 'Loading...'}</p>
    </main>
  );
}
