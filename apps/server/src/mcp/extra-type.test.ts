import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { activityOf, tokenWith } from '../test-support/admin-calls';
import { ADMIN, createTestApp, registerAdmin, type TestApp } from '../test-support/app';
import { type McpTestClient, mcpClient, mcpUrl } from '../test-support/mcp';

// A type in the registry only (see ../extra-type.test.ts): the tools take it with no code of
// their own.
vi.mock(import('@studio/contracts/content-types'), async (importOriginal) => {
  const { withSampleWidget } = await import('@studio/contracts/testing');
  return withSampleWidget(await importOriginal());
});
const TYPE = 'samplewidget';
const fields = {
  name: 'Ada',
  summary: 'A pleasure to work with.',
  contactEmail: 'ada@example.com',
};

let t: TestApp;
let admin: string;
let mcp: McpTestClient;

beforeAll(async () => {
  t = await createTestApp({ env: { MCP: 'on' } });
  admin = await registerAdmin(t.app);
  const token = await tokenWith(t.app, admin, ['mcp', 'content:read', 'content:write']);
  mcp = await mcpClient(await mcpUrl(t.app), token);
});
afterAll(async () => {
  await mcp?.close();
  await t?.close();
});

it('describes a registry-only type and takes it in every content tool', async () => {
  const { types } = await mcp.data<{ types: { name: string; fields: object }[] }>(
    'list_content_types',
  );
  expect(types.find((type) => type.name === TYPE)).toMatchObject({
    records: 0,
    fields: { properties: { name: { type: 'string' }, summary: { type: 'string' } } },
  });
  const { tools } = await mcp.client.listTools();
  for (const name of ['search_records', 'get_record', 'create_draft', 'update_record']) {
    const schema = tools.find((tool) => tool.name === name)?.inputSchema;
    expect(schema?.properties?.type, name).toMatchObject({ enum: expect.arrayContaining([TYPE]) });
  }
});

it('creates, updates, publishes and trashes its records, attributed', async () => {
  const created = await mcp.data<{ _id: string; status: string }>('create_draft', {
    type: TYPE,
    fields,
  });
  expect(created).toMatchObject({ ...fields, status: 'draft', version: 1 });
  const id = created._id;
  const changed = { ...fields, summary: 'Still a pleasure.' };
  const updated = await mcp.data('update_record', { type: TYPE, id, version: 1, fields: changed });
  expect(updated).toMatchObject({ ...changed, version: 2 });
  expect(await mcp.data('publish_record', { type: TYPE, id, version: 2 })).toMatchObject({
    status: 'published',
    version: 3,
  });
  const entries = await activityOf(t.app, admin, 'published');
  expect(entries.find((entry) => entry.recordId === id)).toMatchObject({
    type: TYPE,
    actor: `MCP · mcp content:read content:write (${ADMIN.email})`,
  });
  expect(await mcp.data('trash_record', { type: TYPE, id, version: 3 })).toMatchObject({ _id: id });
});
