// tokens.css is the whole look of the kit; these checks hold its rules: every token used exists,
// both themes define the same tokens, colours come from tokens, sides are logical (RTL), and the
// text/background pairs the components use reach WCAG AA in both themes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const css = readFileSync(join(__dirname, 'tokens.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** Innermost rules: selector text (with any enclosing at-rule stripped) and declarations. */
const rules = Array.from(css.matchAll(/([^{}]+)\{([^{}]*)\}/g), (m) => ({
  selector: m[1]!.trim(),
  declarations: m[2]!
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => {
      const i = d.indexOf(':');
      return { property: d.slice(0, i).trim(), value: d.slice(i + 1).trim() };
    }),
}));

function block(selector: string): Map<string, string> {
  const rule = rules.find((r) => r.selector.replace(/\s+/g, ' ') === selector);
  if (!rule) throw new Error(`no rule ${selector}`);
  return new Map(rule.declarations.filter((d) => d.property.startsWith('--')).map((d) => [d.property, d.value]));
}

const root = block(':root');
const dark = block(":root, [data-theme='dark']");
const light = block("[data-theme='light']");

describe('tokens.css', () => {
  it('every var(--tk-…) used is defined (or carries its own fallback)', () => {
    const defined = new Set(rules.flatMap((r) => r.declarations.map((d) => d.property)).filter((p) => p.startsWith('--')));
    const missing = Array.from(css.matchAll(/var\(\s*(--[\w-]+)\s*([,)])/g))
      .filter((m) => m[2] === ')' && !defined.has(m[1]!))
      .map((m) => m[1]);
    expect(missing).toEqual([]);
  });

  it('the light theme defines every token the dark one does, and no other', () => {
    expect([...light.keys()].sort()).toEqual([...dark.keys()].sort());
  });

  it('colours come from tokens: no colour literal outside a token declaration', () => {
    // Carousel dots sit on pictures, not on the theme: white with a dark halo in both themes.
    const allowed = new Set(['.tk-carousel__dot::before']);
    const literal = /#[0-9a-f]{3,8}\b|\b(rgb|rgba|hsl|hsla)\(/i;
    const found = rules.flatMap((r) =>
      r.declarations
        .filter((d) => !d.property.startsWith('--') && literal.test(d.value) && !allowed.has(r.selector))
        .map((d) => `${r.selector} { ${d.property}: ${d.value} }`),
    );
    expect(found).toEqual([]);
  });

  it('sides are logical (margin-inline-start, inset-inline-end…), so dir="rtl" mirrors the kit', () => {
    const physical = /^(margin|padding|border)-(left|right)(-|$)|^(left|right)$|^float$/;
    const allowed = new Set([
      // Centred (left: 50% and a -50% shift): the same in both directions.
      '.tk-toast-host { left: 50% }',
      // Glyphs drawn with one border and turned (the spinner's gap, the accordion's chevron): symmetric.
      '.tk-spinner { border-right-color: transparent }',
      '.tk-accordion__trigger::after { border-right: 2px solid currentColor }',
    ]);
    const found = rules
      .flatMap((r) => r.declarations.filter((d) => physical.test(d.property)).map((d) => `${r.selector} { ${d.property}: ${d.value} }`))
      .filter((rule) => !allowed.has(rule));
    const textAlign = rules.flatMap((r) => r.declarations.filter((d) => d.property === 'text-align' && /left|right/.test(d.value)).map(() => r.selector));
    expect(found).toEqual([]);
    expect(textAlign).toEqual([]);
  });

  describe.each([
    ['dark', dark],
    ['light', light],
  ])('contrast in the %s theme', (_name, theme) => {
    const resolve = (name: string): string => {
      const value = theme.get(name) ?? root.get(name);
      if (!value) throw new Error(`undefined ${name}`);
      const ref = /^var\((--[\w-]+)\)$/.exec(value);
      return ref ? resolve(ref[1]!) : value;
    };
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (fg: string, bg: string) => {
      const [a, b] = [luminance(resolve(fg)), luminance(resolve(bg))].sort((x, y) => y - x);
      return (a! + 0.05) / (b! + 0.05);
    };

    it.each([
      // Text (4.5:1): body, muted, field messages, amounts, statuses on their tints.
      ['--tk-text', '--tk-bg', 4.5],
      ['--tk-text', '--tk-field-bg', 4.5],
      ['--tk-text-muted', '--tk-bg', 4.5],
      ['--tk-text-muted', '--tk-surface', 4.5],
      ['--tk-text-muted', '--tk-surface-2', 4.5],
      ['--tk-text-muted', '--tk-field-bg', 4.5],
      ['--tk-danger', '--tk-bg', 4.5],
      ['--tk-danger', '--tk-surface', 4.5],
      ['--tk-success', '--tk-bg', 4.5],
      ['--tk-success', '--tk-surface', 4.5],
      ['--tk-primary-ink', '--tk-bg', 4.5],
      ['--tk-primary-ink', '--tk-surface', 4.5],
      ['--tk-on-primary', '--tk-primary', 4.5],
      ['--tk-info', '--tk-info-soft', 4.5],
      ['--tk-success', '--tk-success-soft', 4.5],
      ['--tk-warning', '--tk-warning-soft', 4.5],
      ['--tk-danger', '--tk-danger-soft', 4.5],
      ['--tk-text', '--tk-danger-soft', 4.5],
      // A field's edge (3:1, WCAG 1.4.11) against the page and a card.
      ['--tk-field-border', '--tk-bg', 3],
      ['--tk-field-border', '--tk-surface', 3],
    ])('%s on %s ≥ %s:1', (fg, bg, min) => {
      expect(contrast(fg, bg)).toBeGreaterThanOrEqual(min);
    });
  });
});
