/**
 * Turns the small Markdown the local blog posts are written in into Portable Text, the rich-text
 * format Sanity stores a post body in, so one renderer serves both kinds of post. Supported:
 * paragraphs, `##`/`###` headings, `>` quotes, `-` and `1.` lists, **strong**, *emphasis* and
 * [links](https://...). Anything else is kept as plain text.
 */

export interface PortableTextSpan {
  _type: 'span';
  _key: string;
  text: string;
  marks: string[];
}

export interface PortableTextLink {
  _type: 'link';
  _key: string;
  href: string;
}

export interface PortableTextBlock {
  _type: 'block';
  _key: string;
  style: 'normal' | 'h2' | 'h3' | 'blockquote';
  listItem?: 'bullet' | 'number';
  level?: number;
  markDefs: PortableTextLink[];
  children: PortableTextSpan[];
}

const INLINE = /\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Splits a line of text into spans with strong, em and link marks. */
function inline(text: string, key: string): Pick<PortableTextBlock, 'children' | 'markDefs'> {
  const children: PortableTextSpan[] = [];
  const markDefs: PortableTextLink[] = [];
  const push = (value: string, marks: string[]) => {
    if (value) children.push({ _type: 'span', _key: `${key}s${children.length}`, text: value, marks });
  };
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    push(text.slice(last, match.index), []);
    const [, strong, em, linkText, href] = match;
    if (strong !== undefined) push(strong, ['strong']);
    else if (em !== undefined) push(em, ['em']);
    else {
      const linkKey = `${key}l${markDefs.length}`;
      markDefs.push({ _type: 'link', _key: linkKey, href });
      push(linkText, [linkKey]);
    }
    last = (match.index ?? 0) + match[0].length;
  }
  push(text.slice(last), []);
  if (children.length === 0) push(' ', []);
  return { children, markDefs };
}

const HEADING = /^(#{2,3})\s+(.*)$/;
const BULLET = /^[-*]\s+(.*)$/;
const NUMBERED = /^\d+[.)]\s+(.*)$/;
const QUOTE = /^>\s?(.*)$/;

/** Converts Markdown to Portable Text blocks with stable keys (`b0`, `b1`, ...). */
export function markdownToPortableText(markdown: string): PortableTextBlock[] {
  const blocks: PortableTextBlock[] = [];
  let paragraph: string[] = [];
  const add = (text: string, style: PortableTextBlock['style'], listItem?: 'bullet' | 'number') => {
    const key = `b${blocks.length}`;
    blocks.push({
      _type: 'block',
      _key: key,
      style,
      ...(listItem ? { listItem, level: 1 } : {}),
      ...inline(text.trim(), key),
    });
  };
  const flush = () => {
    if (paragraph.length) add(paragraph.join(' '), 'normal');
    paragraph = [];
  };

  for (const raw of markdown.replace(/\r\n/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    const quote = QUOTE.exec(line);
    if (heading) {
      flush();
      add(heading[2], heading[1].length === 2 ? 'h2' : 'h3');
    } else if (bullet) {
      flush();
      add(bullet[1], 'normal', 'bullet');
    } else if (numbered) {
      flush();
      add(numbered[1], 'normal', 'number');
    } else if (quote) {
      flush();
      add(quote[1], 'blockquote');
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
