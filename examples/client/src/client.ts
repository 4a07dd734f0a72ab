import createClient from 'openapi-fetch';
// Generated from the server's OpenAPI document by `pnpm generate` (openapi-typescript).
import type { components, paths } from './api.gen';

export type Podcast = components['schemas']['PodcastRecord'];
export type PodcastInput = components['schemas']['PodcastInput'];

/**
 * A typed client of the studio's REST API: paths, parameters, bodies and answers all come
 * from the OpenAPI document, so a call the API does not have does not compile.
 */
export function studioClient(baseUrl: string, token?: string) {
  return createClient<paths>({
    baseUrl,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

export type StudioClient = ReturnType<typeof studioClient>;

/** The API's error answer as one line. */
const failure = (status: number, error: { message: string }) =>
  new Error(`${status}: ${error.message}`);

/** Every podcast, a page of 100 at a time (the API's largest). */
export async function listPodcasts(client: StudioClient): Promise<Podcast[]> {
  const podcasts: Podcast[] = [];
  for (let offset = 0; ; offset += 100) {
    const { data, error, response } = await client.GET('/api/podcastdisplay', {
      params: { query: { limit: 100, offset } },
    });
    if (error) throw failure(response.status, error);
    podcasts.push(...data);
    if (!response.headers.get('link')?.includes('rel="next"')) return podcasts;
  }
}

/** Adds a podcast (a token with the `content:write` scope). */
export async function addPodcast(client: StudioClient, input: PodcastInput): Promise<Podcast> {
  const { data, error, response } = await client.POST('/api/podcast', { body: input });
  if (error) throw failure(response.status, error);
  return data;
}
