import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Icon } from './icons';

describe('Icon', () => {
  it('is decorative: hidden from assistive tech and never a tab stop', () => {
    const { container } = render(<Icon name="trophy" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    expect(svg.getAttribute('class')).toBe('tk-icon');
  });

  it('takes a pixel size, or follows the text (no width attribute, tokens.css sizes it in em)', () => {
    const { container } = render(
      <>
        <Icon name="refresh" size={20} className="spin" />
        <Icon name="refresh" />
      </>,
    );
    const [sized, fluid] = Array.from(container.querySelectorAll('svg'));
    expect(sized!.getAttribute('width')).toBe('20');
    expect(sized!.getAttribute('height')).toBe('20');
    expect(sized!.getAttribute('class')).toBe('tk-icon spin');
    expect(fluid!.hasAttribute('width')).toBe(false);
  });

  it('draws each meaning once: no two names share a drawing', () => {
    const source = readFileSync(join(__dirname, 'icons.tsx'), 'utf8');
    const drawings = Array.from(source.matchAll(/^\s+(\w+): '(M[^']+)',$/gm), (m) => ({ name: m[1]!, d: m[2]! }));
    expect(drawings.length).toBeGreaterThan(40);
    const byDrawing = new Map<string, string[]>();
    for (const { name, d } of drawings) byDrawing.set(d, [...(byDrawing.get(d) ?? []), name]);
    expect(Array.from(byDrawing.values()).filter((names) => names.length > 1)).toEqual([]);
  });
});
