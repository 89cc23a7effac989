import { describe, expect, it } from 'vitest';
import { paragraphsFromLines, plainText, renderMarkdown } from './markdown';

// Whoever writes a post, no reader's browser runs script from it: every vector below comes out
// inert, while ordinary Markdown keeps its meaning.

const XSS_VECTORS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="https://example.com/a.png" onerror="alert(1)">',
  '<svg onload=alert(1)><circle r=5 /></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<a href="java\tscript:alert(1)">click</a>',
  '<a href="data:text/html,<script>alert(1)</script>">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '[click](javascript:alert(1))',
  '[click](  javascript:alert(1)  )',
  '![x](javascript:alert(1))',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<form action="https://evil.example"><input name=q><button>go</button></form>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<details open ontoggle=alert(1)>x</details>',
  '<body onload=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  '<p title="a" onclick="alert(1)">x</p>',
  '<scr<script>ipt>alert(1)</script>',
  '<<script>alert(1)//<</script>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<textarea><script>alert(1)</script></textarea>',
  '`<script>alert(1)</script>`',
  '```html\n<script>alert(1)</script>\n```',
];

/** What must never appear in the HTML a reader gets. */
const DANGEROUS = [
  /<script/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<svg/i,
  /<style/i,
  /<form/i,
  /<input/i,
  /<meta/i,
  /<base/i,
  /<link/i,
  /\son[a-z]+\s*=/i,
  /href\s*=\s*["']?\s*(?:javascript|vbscript|data):/i,
  /src\s*=\s*["']?\s*(?:javascript|data):/i,
  /style\s*=/i,
];

describe('renderMarkdown', () => {
  it.each(XSS_VECTORS)('renders %j harmless', (vector) => {
    const html = renderMarkdown(`Before\n\n${vector}\n\nAfter`);
    for (const pattern of DANGEROUS) expect(html).not.toMatch(pattern);
    expect(html).toContain('Before');
    expect(html).toContain('After');
  });

  it('keeps code that mentions script as visible, escaped text', () => {
    const html = renderMarkdown('Use `<script>` tags carefully.');
    expect(html).toContain('<code>&lt;script&gt;</code>');
  });

  it('renders headings (the first level moved down), emphasis, lists, links, images and tables', () => {
    const html = renderMarkdown(
      [
        '# Title inside',
        '## Section',
        'Some **bold** and *italic* text with [a link](https://example.com "Example").',
        '- one',
        '- two',
        '![Chart](/api/blog/images/0a1b2c3d-1111-2222-3333-444455556666.png)',
        '| Skill | Years |',
        '| --- | --- |',
        '| SQL | 5 |',
      ].join('\n'),
    );
    expect(html).toContain('<h2>Title inside</h2>');
    expect(html).toContain('<h2>Section</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>italic</em>');
    expect(html).toContain(
      '<a href="https://example.com" title="Example" rel="nofollow noopener noreferrer">a link</a>',
    );
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(html).toContain(
      '<img src="/api/blog/images/0a1b2c3d-1111-2222-3333-444455556666.png" alt="Chart" loading="lazy" />',
    );
    expect(html).toMatch(/<table>[\s\S]*<th>Skill<\/th>[\s\S]*<td>SQL<\/td>[\s\S]*<\/table>/);
  });

  it('refuses images over plain http (mixed content) but keeps their alt text out of the way', () => {
    const html = renderMarkdown('![x](http://example.com/a.png)');
    expect(html).not.toMatch(/src=/);
  });

  it('turns each line of plain text into its own paragraph, as the spec shows posts', () => {
    expect(renderMarkdown('First line\nSecond line\n\nThird')).toBe(
      '<p>First line</p>\n<p>Second line</p>\n<p>Third</p>',
    );
  });
});

describe('paragraphsFromLines', () => {
  it('leaves fenced code, tables and list items together', () => {
    const text = ['```', 'a', 'b', '```', '| a |', '| - |', '- x', '- y'].join('\n');
    expect(paragraphsFromLines(text)).toBe(
      ['```', 'a', 'b', '```', '', '| a |', '| - |', '', '- x', '- y'].join('\n'),
    );
  });
});

describe('plainText', () => {
  it('gives the words without markup, entities decoded', () => {
    expect(plainText('## Tips & tricks\n\nUse **STAR** <b>now</b>.')).toBe(
      'Tips & tricks Use STAR now.',
    );
  });
});
