import type { TSystemStatus } from '@tessera/contract';
import { injectPrepaint, pageTheme, PREPAINT_PLACEHOLDER, prepaintHtml, withTheme } from './prepaint';

const statusWith = (whitelabel: Record<string, boolean>, resources: { bonus?: string }[] = []) =>
  ({ status: 0, maintenance: false, regionRestriction: false, location: { ip: '' }, info: { whitelabel, resources } }) as unknown as TSystemStatus;

describe('home first paint', () => {
  it('draws nothing without a banner: the page is then the shell as before', () => {
    expect(prepaintHtml({ banner: null, status: statusWith({ APPWINDOW: true }) })).toBe('');
  });

  it('draws the header, the marquee row and the banner, hidden from assistive technology and inert', () => {
    const html = prepaintHtml({ banner: '/api/v1/content/images/a.svg', status: statusWith({}) });
    expect(html).toMatch(/^<div id="tessera-prepaint" class="tp" aria-hidden="true" inert>/);
    expect(html).toContain('class="tp-header"');
    expect(html).toContain('class="tp-marquee"');
    expect(html).toContain('<img src="/api/v1/content/images/a.svg" width="750" height="300" alt="" fetchpriority="high" decoding="async">');
    expect(html).not.toContain('tp-download');
    expect(html).not.toContain('tp-invite');
  });

  it('adds the strip under the header: the download bar, followed by the invite banner the CSS shows only where the bar is hidden', () => {
    const plain = prepaintHtml({ banner: '/b.png', status: statusWith({ APPWINDOW: true, REFERRAL: true }) });
    expect(plain).toContain('class="tp-bar tp-download"');
    expect(plain).toContain('class="tp-bar tp-invite"');
    expect(plain.indexOf('tp-header')).toBeLessThan(plain.indexOf('tp-download'));
    expect(plain.indexOf('tp-download')).toBeLessThan(plain.indexOf('tp-invite'));
    // Issue 28: the marquee row comes after the banner, not among the top bars.
    expect(plain.indexOf('tp-banner')).toBeLessThan(plain.indexOf('tp-marquee'));
    const bonus = prepaintHtml({ banner: '/b.png', status: statusWith({ APPWINDOW: true }, [{ bonus: '8.00' }]) });
    expect(bonus).toContain('class="tp-bar tp-download tp-download--bonus"');
  });

  it('escapes the banner URL', () => {
    const html = prepaintHtml({ banner: '/x.png"><script>alert(1)</script>', status: null });
    expect(html).not.toContain('<script>');
    expect(html).toContain('src="/x.png&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('goes where the placeholder is, or first in the body of a template without one', () => {
    expect(injectPrepaint(`<body>\n${PREPAINT_PLACEHOLDER}<div id="root"></div></body>`, '<p>x</p>')).toBe('<body>\n<p>x</p><div id="root"></div></body>');
    expect(injectPrepaint(`<body>${PREPAINT_PLACEHOLDER}<div id="root"></div></body>`, '')).toBe('<body><div id="root"></div></body>');
    expect(injectPrepaint('<body class="a"><div id="root"></div></body>', '<p>x</p>')).toBe('<body class="a"><p>x</p><div id="root"></div></body>');
  });
});

describe('the theme the page opens in', () => {
  it("is the player's choice, else the merchant's, else dark; anything else in the cookie is ignored", () => {
    expect(pageTheme('light', 'dark')).toBe('light');
    expect(pageTheme(undefined, 'light')).toBe('light');
    expect(pageTheme('"><script>', 'light')).toBe('light');
    expect(pageTheme(undefined, undefined)).toBe('dark');
  });

  it('is written into <html data-theme> and the theme-color meta', () => {
    const page = '<html lang="en" dir="ltr" data-theme="dark"><head><meta name="theme-color" content="#14161c"></head></html>';
    expect(withTheme(page, 'light', '#f5f6f8')).toBe(
      '<html lang="en" dir="ltr" data-theme="light"><head><meta name="theme-color" content="#f5f6f8"></head></html>',
    );
  });
});
