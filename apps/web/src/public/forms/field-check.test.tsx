import { careerApplicationSchema, contactMessageSchema, TEXT_MAX } from '@studio/contracts';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { useCareerFormShape } from '../career/career-form-shape';
import { useContactFormShape } from '../contact/contact-form-shape';
import { checkField, checkFields } from './field-check';
import type { FieldSpec } from './field-spec';

/** A form's fields, as its shape hook gives them on an English page. */
function fieldsOf(useShape: () => { fields: Readonly<Record<string, FieldSpec>> }) {
  let fields: Readonly<Record<string, FieldSpec>> = {};
  function Probe() {
    fields = useShape().fields;
    return null;
  }
  renderToString(<Probe />);
  return fields;
}

const values = [
  '',
  '   ',
  'Ada',
  'ada@example.com',
  'ada@example',
  '+1 555 0100',
  'x'.repeat(400),
  'x'.repeat(TEXT_MAX + 1),
];

const forms = [
  { name: 'contact', fields: fieldsOf(useContactFormShape), schema: contactMessageSchema },
  { name: 'career', fields: fieldsOf(useCareerFormShape), schema: careerApplicationSchema },
];

describe('the public forms’ checks in the browser', () => {
  for (const { name, fields, schema } of forms) {
    it(`say of every ${name} field what the server's schema says of it`, () => {
      const shape: Readonly<Record<string, z.ZodType>> = schema.shape;
      expect(Object.keys(fields)).toEqual(Object.keys(shape));
      for (const [field, spec] of Object.entries(fields)) {
        for (const value of values) {
          const server = shape[field]?.safeParse(value).error?.issues[0]?.message;
          expect(checkField(spec, value), `${field}: ${JSON.stringify(value)}`).toBe(server);
        }
      }
    });
  }

  it('name each field with a problem, and none when the form may be sent', () => {
    const contact = fieldsOf(useContactFormShape);
    expect(checkFields(contact, { firstName: 'Ada', email: 'ada@' })).toEqual({
      lastName: 'This field is required.',
      contact: 'This field is required.',
      email: 'Enter a valid email address.',
      message: 'This field is required.',
    });
    const filled = { firstName: 'A', lastName: 'L', contact: '1', email: 'a@b.co', message: 'Hi' };
    expect(checkFields(contact, filled)).toEqual({});
  });
});
