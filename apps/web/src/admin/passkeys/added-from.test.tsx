import { passkeyMessages } from '@studio/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AddedFrom } from './added-from';

describe('AddedFrom', () => {
  it('shows the browser and address of the session that added the passkey', () => {
    const markup = renderToStaticMarkup(
      <AddedFrom browser="Chrome 156 on Linux" ip="198.51.100.7" />,
    );
    expect(markup).toContain('>Chrome 156 on Linux</p>');
    expect(markup).toContain('>198.51.100.7</p>');
  });

  it('says so when neither is known (a passkey added before they were kept)', () => {
    const markup = renderToStaticMarkup(<AddedFrom browser={null} ip={null} />);
    expect(markup).toContain(`>${passkeyMessages.unknownBrowser}</p>`);
    expect(markup).toContain(`>${passkeyMessages.unknownAddress}</p>`);
  });
});
