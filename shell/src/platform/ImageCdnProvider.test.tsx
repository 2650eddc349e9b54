import { fireEvent, render, screen } from '@testing-library/react';
import { cdnRotation, GameTile, ImageSourceContext } from '@tessera/ui-kit';
import { IMAGE_CDN_KEY, sessionCdnStart } from './ImageCdnProvider';

const A = 'https://img-a.example';
const B = 'https://img-b.example';

describe('image CDNs (spec §3 imageCDNs, §9 random with a fallback)', () => {
  test('the rotation: site paths go to the CDNs from the start, then to this site; other addresses load as they are', () => {
    const r = cdnRotation([A, B], 1);
    expect([0, 1, 2, 3].map((i) => r('/assets/g/1.svg', i))).toEqual([`${B}/assets/g/1.svg`, `${A}/assets/g/1.svg`, '/assets/g/1.svg', null]);
    expect([0, 1].map((i) => r('https://vendor.example/x.png', i))).toEqual(['https://vendor.example/x.png', null]);
    expect(r('//evil.example/x.png', 0)).toBe('//evil.example/x.png');
    expect(r('data:image/png;base64,AA', 1)).toBeNull();
    expect([0, 1].map((i) => cdnRotation([], 0)('/a.svg', i))).toEqual(['/a.svg', null]);
  });

  test('one CDN chosen at random per session, kept for the tab', () => {
    sessionStorage.clear();
    expect(sessionCdnStart(3, () => 0.7)).toBe(2);
    expect(sessionStorage.getItem(IMAGE_CDN_KEY)).toBe('2');
    expect(sessionCdnStart(3, () => 0)).toBe(2);
    expect(sessionCdnStart(1, () => 0.9)).toBe(0);
    sessionStorage.setItem(IMAGE_CDN_KEY, '9');
    expect(sessionCdnStart(3, () => 0.4)).toBe(1);
  });

  test("a tile's icon falls back CDN by CDN, then to this site, then to the default picture", () => {
    render(
      <ImageSourceContext.Provider value={cdnRotation([A, B], 0)}>
        <GameTile name="Fortune Tiger" image="/assets/g/1.svg" fallbackImage="data:fallback" nodeId="1" vendorCode="PG" />
      </ImageSourceContext.Provider>,
    );
    const img = screen.getByAltText('Fortune Tiger') as HTMLImageElement;
    const seen = [img.getAttribute('src')];
    for (let i = 0; i < 3; i++) {
      fireEvent.error(img);
      seen.push(img.getAttribute('src'));
    }
    expect(seen).toEqual([`${A}/assets/g/1.svg`, `${B}/assets/g/1.svg`, '/assets/g/1.svg', 'data:fallback']);
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('data:fallback');
  });
});
