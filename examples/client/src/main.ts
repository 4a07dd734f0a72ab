// STUDIO_URL=http://localhost:3000 STUDIO_TOKEN=stk_… pnpm --filter @studio/example-client start
import { addPodcast, listPodcasts, studioClient } from './client';

const url = process.env.STUDIO_URL ?? 'http://localhost:3000';
const client = studioClient(url, process.env.STUDIO_TOKEN);

const before = await listPodcasts(client);
console.log(`${before.length} podcasts at ${url}`);
if (process.env.STUDIO_TOKEN) {
  const added = await addPodcast(client, {
    title: `Added by the example client at ${new Date().toISOString()}`,
    posterUrl: '/media/podcast/poster-01.svg',
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  });
  console.log(`added ${added._id}: ${added.title}`);
}
