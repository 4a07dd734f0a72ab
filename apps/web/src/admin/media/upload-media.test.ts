import { mediaMessages, messages } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { uploadedRecord, uploadFailure } from './upload-media';

describe('uploadFailure', () => {
  it("shows the server's own message", () => {
    const body = JSON.stringify({ message: mediaMessages.unsupported });
    expect(uploadFailure(415, body)).toBe(mediaMessages.unsupported);
  });

  it('says the server was unreachable when it never answered', () => {
    expect(uploadFailure(0, '')).toBe(messages.unreachable);
  });

  it('falls back to the generic failure for a body without a message', () => {
    expect(uploadFailure(502, '<html>Bad gateway</html>')).toBe(mediaMessages.uploadFailed);
    expect(uploadFailure(500, JSON.stringify({ message: '' }))).toBe(mediaMessages.uploadFailed);
  });
});

describe('uploadedRecord', () => {
  const record = {
    _id: 'm1',
    kind: 'image',
    name: 'a.png',
    url: '/files/media/a/original.png',
    mime: 'image/png',
    bytes: 10,
    width: 1,
    height: 1,
    alt: '',
    placeholder: null,
    variants: [],
    focalPoint: null,
    crops: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 1,
  };

  it('reads the item of a 201 or a 200', () => {
    expect(uploadedRecord(201, JSON.stringify(record))?._id).toBe('m1');
    expect(uploadedRecord(200, JSON.stringify(record))?._id).toBe('m1');
  });

  it('takes nothing from an error or a body that is not an item', () => {
    expect(uploadedRecord(413, JSON.stringify(record))).toBeUndefined();
    expect(uploadedRecord(201, 'not json')).toBeUndefined();
    expect(uploadedRecord(201, JSON.stringify({ message: 'x' }))).toBeUndefined();
  });
});
