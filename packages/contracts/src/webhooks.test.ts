import { describe, expect, it } from 'vitest';
import { contentTypeNames } from './registry';
import {
  createWebhookSchema,
  isWebhookPattern,
  webhookEvents,
  webhookPatternMatches,
} from './webhooks';

describe('webhook events', () => {
  it('are four per content type of the registry, and the two inboxes', () => {
    expect(webhookEvents).toHaveLength(contentTypeNames.length * 5 + 2);
    expect(webhookEvents).toContain('podcast.published');
    expect(webhookEvents).toContain('career.created');
    expect(webhookEvents).not.toContain('contact.updated');
  });

  it.each(['*', 'podcast.created', '*.updated', '*.published', 'contact.*', 'gallery.*'])(
    'accepts the pattern %s',
    (pattern) => expect(isWebhookPattern(pattern)).toBe(true),
  );

  it.each(['', 'podcast', 'podcast.exploded', '*.exploded', 'unicorn.*', '*.*.*', 'podcast.*.x'])(
    'refuses the pattern %j',
    (pattern) => expect(isWebhookPattern(pattern)).toBe(false),
  );

  it('matches exact names and either wildcard half', () => {
    expect(webhookPatternMatches('*', 'music.deleted')).toBe(true);
    expect(webhookPatternMatches('*.updated', 'music.updated')).toBe(true);
    expect(webhookPatternMatches('*.updated', 'music.created')).toBe(false);
    expect(webhookPatternMatches('music.*', 'music.created')).toBe(true);
    expect(webhookPatternMatches('music.*', 'podcast.created')).toBe(false);
    expect(webhookPatternMatches('contact.created', 'contact.created')).toBe(true);
  });

  it('validates a webhook: http(s) URL, known events, a long enough secret', () => {
    const ok = { url: 'https://hooks.example/studio', events: ['*.published'] };
    expect(createWebhookSchema.safeParse(ok).success).toBe(true);
    const paths = (input: object) =>
      createWebhookSchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths({ ...ok, url: 'javascript:alert(1)' })).toEqual(['url']);
    expect(paths({ ...ok, events: ['nope'] })).toEqual(['events.0']);
    expect(paths({ ...ok, events: [] })).toEqual(['events']);
    expect(paths({ ...ok, secret: 'short' })).toEqual(['secret']);
  });
});
