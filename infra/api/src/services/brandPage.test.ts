import type { TSystemStatus } from '@tessera/contract';
import { brandManifest, brandPage } from './brandPage';
import { prepaintHtml } from './prepaint';

type TBrand = NonNullable<TSystemStatus['info']['brand']>;

const BRAND: TBrand = {
  appName: 'Lumen',
  pageTitle: 'Lumen <Casino>',
  logoUrl: '/brand/lumen/abc.svg',
  iconUrl: '/brand/lumen/def.png',
  themeCss: '/brand/lumen/theme-0123abcd.css',
  languages: { default: 'EN', offered: ['EN'] },
  footer: { licenceText: '', licenceNumber: '', paymentMarks: [] },
};
const PAGE = `<!doctype html><html><head><title>Tessera</title><link rel="icon" href="/favicon.svg" type="image/svg+xml" /><link rel="apple-touch-icon" href="/icon-192.png" /><link rel="stylesheet" href="/assets/main.css"></head><body></body></html>`;

describe("the merchant's brand in the page the server writes", () => {
  it('puts the title (escaped), the icon, and the brand stylesheet after the kit stylesheet', () => {
    const page = brandPage(PAGE, BRAND);
    expect(page).toContain('<title>Lumen &lt;Casino&gt;</title>');
    expect(page).toContain('<link rel="apple-touch-icon" href="/brand/lumen/def.png" />');
    expect(page).toContain('<link rel="icon" href="/brand/lumen/def.png" type="image/png" />');
    expect(page.indexOf('/assets/main.css')).toBeLessThan(page.indexOf('theme-0123abcd.css'));
    expect(page).toMatch(/theme-0123abcd\.css" data-brand-theme \/>\s*<\/head>/);
  });

  it('leaves the page as built without a brand, and adds no stylesheet without brand colours', () => {
    expect(brandPage(PAGE, undefined)).toBe(PAGE);
    const plain = brandPage(PAGE, { ...BRAND, themeCss: null, iconUrl: null });
    expect(plain).not.toContain('data-brand-theme');
    expect(plain).toContain('href="/favicon.svg"');
  });

  it('names the app in the manifest (short name cut for home screens) and puts its icon first', () => {
    const template = {
      name: 'Tessera',
      short_name: 'Tessera',
      icons: [
        { src: '/icon-192.png', purpose: 'any' },
        { src: '/m.png', purpose: 'maskable' },
      ],
    };
    expect(brandManifest(template, { ...BRAND, appName: 'Lumen Casino Royale' })).toMatchObject({
      name: 'Lumen Casino Royale',
      short_name: 'Lumen Casino',
      icons: [{ src: '/brand/lumen/def.png', sizes: '192x192' }, { src: '/icon-192.png' }],
    });
  });

  it("draws the merchant's logo in home's first paint, the platform's mark without one", () => {
    const status = (brand?: TBrand) =>
      ({
        status: 0,
        maintenance: false,
        regionRestriction: false,
        location: { ip: '' },
        info: { whitelabel: {}, resources: [], brand },
      }) as unknown as TSystemStatus;
    expect(prepaintHtml({ banner: '/b.png', status: status(BRAND) })).toContain('<i class="tp-logo"><img src="/brand/lumen/abc.svg" height="28" alt=""></i>');
    expect(prepaintHtml({ banner: '/b.png', status: status() })).toContain('<i class="tp-logo"><svg');
  });
});
