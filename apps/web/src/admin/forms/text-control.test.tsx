import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { DateTimeCell } from '../lists/kind-cells';
import { TextControl } from './text-control';

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

const dateTimeControl = (value: string) =>
  renderToStaticMarkup(
    <TextControl
      id="starts"
      label="Starts at (optional)"
      kind="datetime"
      required={false}
      value={value}
      error={undefined}
      onChange={() => {}}
      onBlur={() => {}}
    />,
  );

describe('a datetime field', () => {
  it('shows the stored UTC instant in the browser’s time zone, which its note names', () => {
    process.env.TZ = 'America/New_York';
    const markup = dateTimeControl('2026-03-14T18:30:00Z');
    expect(markup).toContain('type="datetime-local"');
    expect(markup).toContain('value="2026-03-14T14:30"');
    expect(markup).toContain('aria-describedby="starts-hint"');
    expect(markup).toContain('America/New_York');
    expect(markup).toContain('saved as 2026-03-14T18:30:00Z (UTC)');
  });

  it('names the time zone while it is empty too', () => {
    const markup = dateTimeControl('');
    expect(markup).toContain('value=""');
    expect(markup).toContain('aria-describedby="starts-hint"');
    expect(markup).toContain('id="starts-hint"');
  });

  it('is a date and time in the list, and nothing for none', () => {
    const cell = renderToStaticMarkup(<DateTimeCell value="2026-03-14T18:30:00Z" />);
    expect(cell).toContain('dateTime="2026-03-14T18:30:00Z"');
    expect(cell).toMatch(/2026/);
    expect(renderToStaticMarkup(<DateTimeCell value={undefined} />)).toBe('');
  });
});
