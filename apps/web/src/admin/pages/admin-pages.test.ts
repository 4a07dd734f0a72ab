import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  contentTypeNames,
  contentTypes,
  inboxes,
  singletonNames,
  singletonTypes,
} from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { editPath, findEditType, findInbox, findRegistryPage, segmentKey } from './admin-pages';

/** The admin routes written as files of their own, which the router tries before /admin/$page. */
const staticSegments = readdirSync(fileURLToPath(new URL('../../routes/admin/', import.meta.url)))
  .filter((file) => !file.startsWith('$') && !['route.tsx', 'index.tsx'].includes(file))
  .map((file) => file.replace(/\.tsx$/, '').toLowerCase());

describe('registry pages', () => {
  it("finds every type's list and add page and every singleton's page by its segment", () => {
    for (const type of contentTypeNames) {
      const { admin } = contentTypes[type];
      expect(findRegistryPage(segmentKey(admin.list))).toEqual({ kind: 'list', type });
      expect(findRegistryPage(segmentKey(admin.add))).toEqual({ kind: 'add', type });
      expect(findEditType(segmentKey(admin.edit))).toBe(type);
    }
    for (const name of singletonNames) {
      expect(findRegistryPage(segmentKey(singletonTypes[name].admin))).toEqual({
        kind: 'singleton',
        name,
      });
    }
  });

  it("keeps SPEC.md's letter case working, and any other case, as the router matches", () => {
    expect(findEditType('EditSlider')).toBe('slider');
    expect(findEditType('editslider')).toBe('slider');
    expect(findEditType('editpodcast')).toBe('podcast');
    expect(findRegistryPage('productions')).toEqual({ kind: 'list', type: 'production' });
    expect(findRegistryPage('enquiry')).toEqual({ kind: 'list', type: 'contactinfo' });
    expect(findRegistryPage('AddEnquiry')).toEqual({ kind: 'add', type: 'contactinfo' });
    expect(editPath('slider', 'a b')).toBe('/admin/EditSlider/a%20b');
  });

  it("finds each inbox's entry pages under its list's address, and no edit page there", () => {
    for (const [name, inbox] of Object.entries(inboxes)) {
      expect(findInbox(segmentKey(inbox.admin))).toBe(name);
      expect(findEditType(segmentKey(inbox.admin))).toBeUndefined();
    }
    expect(findInbox('Contact')).toBe('contact');
    expect(findInbox('editpodcast')).toBeUndefined();
  });

  it('finds nothing for an unknown segment, or an edit route used as a list', () => {
    expect(findRegistryPage('nosuchpage')).toBeUndefined();
    expect(findRegistryPage('EditSlider')).toBeUndefined();
    expect(findEditType('slider')).toBeUndefined();
  });

  it('declares no page a static admin route would hide', () => {
    expect(staticSegments).toContain('dashboard');
    for (const segment of staticSegments) {
      expect(findRegistryPage(segment), segment).toBeUndefined();
      expect(findEditType(segment), segment).toBeUndefined();
    }
  });
});
