import { mediaMessages } from '@studio/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DeleteRefusal } from './delete-refusal';

describe('DeleteRefusal', () => {
  it('names each record that uses the item, those in the trash as such', () => {
    const markup = renderToStaticMarkup(
      <DeleteRefusal
        text={mediaMessages.inUse}
        usedBy={[
          { type: 'podcast', _id: 'a', title: 'On air' },
          { type: 'music', _id: 'b', title: 'Old tune', trashed: true },
        ]}
      />,
    );
    expect(markup).toContain(mediaMessages.inUse);
    expect(markup).toContain('<li>podcast: On air</li>');
    expect(markup).toContain('<li>music: Old tune (in the trash)</li>');
  });
});
