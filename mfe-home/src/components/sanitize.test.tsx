import { render } from '@testing-library/react';
import { SafeHtml } from './SafeHtml';
import { sanitizeHtml } from './sanitize';

// Known XSS payloads (OWASP filter-evasion cheat sheet and DOMPurify's own test vectors).
const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1"><circle/></svg>',
  '<a href="javascript:window.__xss=1">click</a>',
  '<a href="JaVaScRiPt:window.__xss=1">click</a>',
  '<a href="&#106;avascript:window.__xss=1">encoded</a>',
  '<a href=" javascript:window.__xss=1">space</a>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<body onload="window.__xss=1">',
  '<div style="background:url(javascript:window.__xss=1)">x</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  '<object data="data:text/html,<script>window.__xss=1</script>"></object>',
  '<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==">data</a>',
  '<details open ontoggle="window.__xss=1">',
  '<p onclick="window.__xss=1" onmouseover="window.__xss=1">text</p>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
];

declare global {
  interface Window {
    __xss?: number;
  }
}

describe('sanitizeHtml', () => {
  afterEach(() => {
    delete window.__xss;
  });

  test.each(PAYLOADS)('%s leaves no script, handler or script URL', (payload) => {
    const clean = sanitizeHtml(payload);
    expect(clean).not.toMatch(/<script|<iframe|<object|<svg|<form|<style/i);
    expect(clean).not.toMatch(/\son[a-z]+\s*=/i);
    expect(clean).not.toMatch(/javascript:|data:text/i);
  });

  test.each(PAYLOADS)('%s rendered executes nothing', async (payload) => {
    const { container } = render(<SafeHtml html={payload} />);
    // Fire what a user could: clicks, loads, errors on every element.
    container.querySelectorAll('*').forEach((el) => {
      el.dispatchEvent(new Event('load'));
      el.dispatchEvent(new Event('error'));
      el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    });
    await new Promise((r) => setTimeout(r, 0));
    expect(window.__xss).toBeUndefined();
    container.querySelectorAll('a').forEach((a) => expect(a.getAttribute('href') ?? '').not.toMatch(/^\s*(javascript|data|vbscript):/i));
  });

  test('keeps the text, lists and safe links of real content', () => {
    const clean = sanitizeHtml(
      '<p>Deposit <strong>now</strong></p><ol><li>one</li></ol><a href="/m/activity">Promotions</a> <a href="https://example.com" target="_blank">out</a>',
    );
    const { container } = render(<div dangerouslySetInnerHTML={{ __html: clean }} />);
    expect(container.querySelector('strong')?.textContent).toBe('now');
    expect(container.querySelectorAll('li')).toHaveLength(1);
    expect(container.querySelector('a[href="/m/activity"]')).not.toBeNull();
    expect(container.querySelector('a[target="_blank"]')?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
