// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainText, renderMarkdown } from './markdown';

// Whatever a post's author types, the HTML readers get has no script, no event handler and no
// script URL, and rendering never fails. The generators mix Markdown, raw HTML and the classic
// tricks (broken quotes, entity-encoded schemes, case changes, nested tags).

const HOSTILE_PIECES = [
  '<script>window.__xss=1</script>',
  '<SCRIPT SRC=//x.test/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror="window.__xss=1">',
  '<img src="https://x.test/a.png" onload=alert(1)>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '[link](javascript:alert(1))',
  '[link](<javascript:alert(1)>)',
  '[link](  javascript:alert(1) "t")',
  '![img](javascript:alert(1))',
  '![img](x" onerror="alert(1))',
  '[a]: javascript:alert(1)\n\n[a]',
  '<iframe src="https://x.test"></iframe>',
  '<div style="background:url(javascript:alert(1))">',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '</title><script>alert(1)</script>',
  '</script><script>alert(1)</script>',
  '<details open ontoggle=alert(1)>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<object data="data:text/html,<script>alert(1)</script>">',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '```\n<script>alert(1)</script>\n```',
  '`<script>alert(1)</script>`',
];
const MARKDOWN_PIECES = [
  '# ',
  '## ',
  '- ',
  '1. ',
  '> ',
  '| a | b |\n|---|---|\n| 1 | 2 |',
  '**',
  '_',
  '`',
  '\n',
  '\n\n',
  '```',
  '~~~',
  '[',
  ']',
  '(',
  ')',
  '<',
  '>',
  '"',
  "'",
  '=',
  '&',
  ';',
  ':',
];

const post = fc
  .array(
    fc.oneof(
      fc.constantFrom(...HOSTILE_PIECES),
      fc.constantFrom(...MARKDOWN_PIECES),
      fc.string({ unit: 'grapheme', maxLength: 20 }),
    ),
    { maxLength: 25 },
  )
  .map((pieces) => pieces.join(''));

/** The rendered HTML as the browser would build it (a template: nothing loads, nothing runs). */
function elementsOf(html: string): Element[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.querySelectorAll('*')];
}

describe('renderMarkdown, for any post', () => {
  it('never throws and leaves no script, event handler or script URL', () => {
    fc.assert(
      fc.property(fc.oneof(post, fc.string({ unit: 'binary', maxLength: 300 })), (content) => {
        const html = renderMarkdown(content);
        expect(html).not.toMatch(/<script/i);
        expect(html).not.toMatch(/<(iframe|object|embed|svg|math|form|style|noscript)\b/i);
        const elements = elementsOf(html);
        const embedded = elements.filter((element) =>
          ['script', 'iframe', 'object', 'embed', 'svg', 'form'].includes(element.localName),
        );
        expect(embedded).toHaveLength(0);
        for (const { name, value } of elements.flatMap((element) => [...element.attributes])) {
          expect(name).not.toMatch(/^on/i);
          expect(name).not.toBe('style');
          if (name === 'href' || name === 'src') {
            // What the browser would follow, spaces and control characters removed.
            // eslint-disable-next-line no-control-regex -- browsers skip these inside a scheme
            const url = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
            expect(url).toMatch(/^(https?:|mailto:|[^:]*$)/);
          }
        }
      }),
      { numRuns: 400 },
    );
  });

  // Its text may well say "<script>" (a post about HTML does): the pages escape it where it goes.
  it('gives one line of plain text for search descriptions, without throwing', () => {
    fc.assert(
      fc.property(post, (content) => {
        const text = plainText(content);
        expect(text).toBe(text.trim());
        expect(text).not.toMatch(/\s\s|[\n\r\t]/);
      }),
      { numRuns: 300 },
    );
  });
});
