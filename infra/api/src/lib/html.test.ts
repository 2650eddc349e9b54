import { escapeHtml, sanitizeHtml } from './html';

describe('sanitizeHtml', () => {
  it('keeps the allowlisted formatting tags and text', () => {
    const html = '<p>Deposit <strong>today</strong> and get <em>10%</em>:</p><ul><li>one</li><li>two</li></ul><h3>Terms</h3><br>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, styles, frames and embedded documents with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeHtml('x<SCRIPT src=//evil>alert(1)</SCRIPT >y')).toBe('xy');
    expect(sanitizeHtml('<style>p{color:red}</style><iframe src="//evil"></iframe>ok')).toBe('ok');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>ok')).toBe('ok');
    expect(sanitizeHtml('<script>never closed')).toBe('');
  });

  it('removes every attribute and event handler, and unknown tags (keeping their text)', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" style="x" class="y">hi</p>')).toBe('<p>hi</p>');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeHtml('<div><font color="red">text</font></div>')).toBe('text');
    expect(sanitizeHtml('"><svg/onload=alert(1)>')).toBe('"&gt;');
    expect(sanitizeHtml('<p title=">" onmouseover="alert(1)">x</p>')).toBe('<p>x</p>');
  });

  it('keeps only safe links: site paths, http(s) (opened safely), mailto, anchors', () => {
    expect(sanitizeHtml('<a href="/m/help">help</a>')).toBe('<a href="/m/help">help</a>');
    expect(sanitizeHtml('<a href="https://example.com/x?a=1&b=2">x</a>')).toBe(
      '<a href="https://example.com/x?a=1&amp;b=2" rel="noopener noreferrer" target="_blank">x</a>',
    );
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      '&#106;avascript:alert(1)',
      '&#x6A;avascript:alert(1)',
      'javascript&colon;alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example',
      'vbscript:x',
    ]) {
      expect({ href, out: sanitizeHtml(`<a href="${href}">x</a>`) }).toEqual({ href, out: '<a>x</a>' });
    }
  });

  it('escapes stray markup characters and keeps entities', () => {
    expect(sanitizeHtml('1 < 2 & 3 > 2 &amp; &lt;b&gt; &#169;')).toBe('1 &lt; 2 &amp; 3 &gt; 2 &amp; &lt;b&gt; &#169;');
    // The nested trick leaves only inert text behind.
    expect(sanitizeHtml('<<script>script>alert(1)<</script>/script>')).toBe('&lt;/script&gt;');
    expect(sanitizeHtml('<!-- comment <script>alert(1)</script> -->ok')).toBe('ok');
  });

  it('balances tags: closes what was left open, drops closes without an open', () => {
    expect(sanitizeHtml('<p><strong>bold')).toBe('<p><strong>bold</strong></p>');
    expect(sanitizeHtml('</p>text</li>')).toBe('text');
    expect(sanitizeHtml('<ul><li>a</ul>')).toBe('<ul><li>a</li></ul>');
  });

  it('output is stable: sanitising twice changes nothing', () => {
    for (const html of ['<p onclick=x>a<b>b</p>', '<a href="https://x.test">x</a><script>y</script>', '1 < 2 &nbsp; &bogus']) {
      const once = sanitizeHtml(html);
      expect(sanitizeHtml(once)).toBe(once);
    }
  });
});

describe('escapeHtml', () => {
  it('escapes the five markup characters', () => {
    expect(escapeHtml(`<a href="x">Tom's & Jerry</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom&#39;s &amp; Jerry&lt;/a&gt;');
  });
});
