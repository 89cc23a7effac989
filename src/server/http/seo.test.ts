import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonLdScript, nameMeta, propertyMeta, shorten, withPageHead } from './seo';

describe('escapeHtml', () => {
  it('escapes everything that could end a text node or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
  });
});

describe('jsonLdScript', () => {
  it('cannot be closed, commented out or broken by the data it carries', () => {
    const data = { description: '</script><script>alert(1)</script><!-- & \u2028' };
    const script = jsonLdScript(data);
    const body = script.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(body).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(body)).toEqual(data);
  });
});

describe('shorten', () => {
  it('keeps short text and cuts long text at a word, within the length', () => {
    expect(shorten('Short enough', 20)).toBe('Short enough');
    const cut = shorten('Build reliable payment services for customers', 30);
    expect(cut).toBe('Build reliable payment…');
    expect(cut.length).toBeLessThanOrEqual(30);
    expect(shorten('x'.repeat(40), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

describe('nameMeta and propertyMeta', () => {
  it('escapes the content', () => {
    expect(propertyMeta('og:title', 'A "quoted" <b>')).toBe(
      '<meta property="og:title" content="A &quot;quoted&quot; &lt;b&gt;" />',
    );
    expect(nameMeta('description', 'Tom & Jerry')).toBe(
      '<meta name="description" content="Tom &amp; Jerry" />',
    );
  });
});

describe('withPageHead', () => {
  const index = [
    '<!doctype html><html><head>',
    '<meta charset="UTF-8" />',
    '<meta\n  name="description"\n  content="Generic"\n/>',
    '<title>HireReady</title>',
    '<script type="module" src="/assets/app.js"></script>',
    '</head><body><div id="root"></div></body></html>',
  ].join('\n');

  it("replaces the generic title and description and keeps the app's assets", () => {
    const html = withPageHead(
      index,
      '<title>Page</title>\n<meta name="description" content="Own" />',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Page</title>');
    expect(html).not.toContain('Generic');
    expect(html).toContain('content="Own"');
    expect(html).toContain('<script type="module" src="/assets/app.js"></script>');
    expect(html.indexOf('<title>Page</title>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves a page without a head alone', () => {
    expect(withPageHead('<p>hi</p>', '<title>x</title>')).toBe('<p>hi</p>');
  });
});
