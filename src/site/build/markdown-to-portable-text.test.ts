import { markdownToPortableText } from './markdown-to-portable-text';

describe('markdownToPortableText', () => {
  it('turns paragraphs, headings, quotes and lists into Portable Text blocks with stable keys', () => {
    const blocks = markdownToPortableText(['Intro line one', 'continues here.', '', '## A heading', '', '- first', '- second', '', '1. one', '', '> A quote'].join('\n'));
    expect(blocks.map(({ _key, style, listItem, children }) => [_key, style, listItem, children.map((c) => c.text).join('')])).toEqual([
      ['b0', 'normal', undefined, 'Intro line one continues here.'],
      ['b1', 'h2', undefined, 'A heading'],
      ['b2', 'normal', 'bullet', 'first'],
      ['b3', 'normal', 'bullet', 'second'],
      ['b4', 'normal', 'number', 'one'],
      ['b5', 'blockquote', undefined, 'A quote'],
    ]);
    expect(blocks[2].level).toBe(1);
  });

  it('marks strong, emphasis and links', () => {
    const [block] = markdownToPortableText('Wash **whites** *alone*, then [book a pickup](/app/login).');
    expect(block.children.map(({ text, marks }) => [text, marks])).toEqual([
      ['Wash ', []],
      ['whites', ['strong']],
      [' ', []],
      ['alone', ['em']],
      [', then ', []],
      ['book a pickup', ['b0l0']],
      ['.', []],
    ]);
    expect(block.markDefs).toEqual([{ _type: 'link', _key: 'b0l0', href: '/app/login' }]);
  });
});
