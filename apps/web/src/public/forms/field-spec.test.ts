import { describe, expect, it } from 'vitest';
import { type FieldSpecs, placeFields, startValues } from './field-spec';

const specs: FieldSpecs<{ name: string; email: string; message: string }> = {
  name: { label: 'Name', autoComplete: 'name' },
  email: { label: 'Email', type: 'email', autoComplete: 'email' },
  message: { label: 'Message', autoComplete: 'off', rows: 5 },
};

describe('placeFields', () => {
  it('keeps the declared order and gives each field a page-unique id', () => {
    expect(placeFields('contact', specs).map(({ name, id }) => [name, id])).toEqual([
      ['name', 'contact-name'],
      ['email', 'contact-email'],
      ['message', 'contact-message'],
    ]);
  });

  it('keeps input type, autocomplete and rows as declared', () => {
    const [name, email, message] = placeFields('contact', specs);
    expect(name).toMatchObject({ label: 'Name', autoComplete: 'name' });
    expect(name?.type).toBeUndefined();
    expect(name?.rows).toBeUndefined();
    expect(email).toMatchObject({ type: 'email', autoComplete: 'email' });
    expect(message).toMatchObject({ rows: 5, autoComplete: 'off' });
  });

  it('lets text areas span the full width, one-line fields a column', () => {
    expect(placeFields('contact', specs).map(({ wide }) => wide)).toEqual([false, false, true]);
  });
});

describe('startValues', () => {
  it('starts every declared field empty, and no other', () => {
    expect(startValues(specs)).toEqual({ name: '', email: '', message: '' });
  });

  it('is empty for a form without text fields', () => {
    expect(startValues({})).toEqual({});
  });

  it('starts the fields given, and only fields the form has', () => {
    expect(startValues(specs, { message: 'Hello', other: 'x' })).toEqual({
      name: '',
      email: '',
      message: 'Hello',
    });
  });
});
