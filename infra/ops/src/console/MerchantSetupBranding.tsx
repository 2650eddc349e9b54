import { BRAND_ASSET_MAX_BYTES, type TBrandColours, type TMerchantSetup } from '@tessera/contract/api';
import { Button, Checkbox, FileField, TextField } from '@tessera/ui-kit';
import { useState } from 'react';
import { call } from './api';
import { Section, useSave } from './MerchantSetupParts';

// The brand section: names, colours (checked by the server against WCAG AA), logo and app icon.

const THEMES = ['dark', 'light'] as const;
const ROLES: { key: keyof TBrandColours['dark']; label: string }[] = [
  { key: 'primary', label: 'Accent' },
  { key: 'onPrimary', label: 'Text on the accent' },
  { key: 'primaryInk', label: 'Accent as text' },
];
/** The ui-kit's own colours (ui-kit/src/tokens.css): where a merchant's colours start. */
const KIT: TBrandColours = {
  dark: { primary: '#f5b301', onPrimary: '#1a1300', primaryInk: '#f5b301' },
  light: { primary: '#f0a800', onPrimary: '#1a1300', primaryInk: '#8a5a00' },
};
/** The kit's page colour per theme, for the preview. */
const PAGE = { dark: '#0f1115', light: '#f5f6f8' } as const;

type TSectionProps = { setup: TMerchantSetup; onSaved: (s: TMerchantSetup) => void };

/** A picked file as the upload call takes it: SVG as text, PNG as base64. */
async function assetOf(file: File): Promise<{ type: 'svg' | 'png'; data: string }> {
  if (file.type === 'image/svg+xml' || file.name.toLowerCase().endsWith('.svg')) return { type: 'svg', data: await file.text() };
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return { type: 'png', data: btoa(binary) };
}

export function Branding({ setup, onSaved }: TSectionProps) {
  const [appName, setAppName] = useState(setup.branding.appName);
  const [pageTitle, setPageTitle] = useState(setup.branding.pageTitle);
  const [custom, setCustom] = useState(setup.branding.colours !== null);
  const [colours, setColours] = useState<TBrandColours>(setup.branding.colours ?? KIT);
  const save = useSave(onSaved);
  const err = (k: string) => save.errors[`branding.${k}`];
  const setColour = (theme: 'dark' | 'light', key: keyof TBrandColours['dark'], value: string) =>
    setColours({ ...colours, [theme]: { ...colours[theme], [key]: value.trim() } });

  return (
    <Section id="ops-setup-branding" title="Brand" notice={save.notice} error={save.error}>
      <div className="ops-grid">
        <TextField
          label="App name"
          value={appName}
          onChange={(e) => setAppName(e.target.value)}
          hint="Header, side menu and home-screen name; empty: the merchant's name"
          error={err('appName')}
        />
        <TextField
          label="Page title"
          value={pageTitle}
          onChange={(e) => setPageTitle(e.target.value)}
          hint="The browser tab's title; empty: the app name"
          error={err('pageTitle')}
        />
      </div>
      <Checkbox label="Brand colours (instead of the platform's gold)" checked={custom} onChange={(e) => setCustom(e.target.checked)} />
      {custom && (
        <div className="ops-brand-themes">
          {THEMES.map((theme) => (
            <fieldset key={theme} className="ops-stack ops-fieldset">
              <legend className="ops-card-title">{theme === 'dark' ? 'Dark theme' : 'Light theme'}</legend>
              {ROLES.map((r) => (
                <TextField
                  key={r.key}
                  label={`${r.label} (${theme})`}
                  value={colours[theme][r.key]}
                  onChange={(e) => setColour(theme, r.key, e.target.value)}
                  hint="#rrggbb"
                  error={err(`colours.${theme}.${r.key}`)}
                  spellCheck={false}
                  start={
                    <span
                      className="ops-swatch"
                      aria-hidden="true"
                      data-colour={colours[theme][r.key]}
                      ref={(el) => el?.style.setProperty('--swatch', colours[theme][r.key])}
                    />
                  }
                />
              ))}
              <div
                className="ops-brand-preview"
                aria-hidden="true"
                ref={(el) => {
                  if (!el) return;
                  el.style.setProperty('--pv-page', PAGE[theme]);
                  el.style.setProperty('--pv-primary', colours[theme].primary);
                  el.style.setProperty('--pv-on', colours[theme].onPrimary);
                  el.style.setProperty('--pv-ink', colours[theme].primaryInk);
                }}
              >
                <span className="ops-brand-preview__ink">Accent text</span>
                <span className="ops-brand-preview__button">Deposit</span>
              </div>
            </fieldset>
          ))}
        </div>
      )}
      <p className="ops-muted">
        Each colour must reach 4.5:1 (WCAG AA) against what it carries: text on the accent, the accent as text on the page and on cards.
      </p>
      <div className="ops-row">
        <Button
          loading={save.busy}
          disabled={save.busy}
          onClick={() =>
            void save.run('Brand saved', () =>
              call<TMerchantSetup>('PATCH', `/api/admin/merchants/${setup.code}/setup`, { branding: { appName, pageTitle, colours: custom ? colours : null } }),
            )
          }
        >
          Save brand
        </Button>
      </div>
      <Asset setup={setup} onSaved={onSaved} slot="logo" />
      <Asset setup={setup} onSaved={onSaved} slot="icon" />
    </Section>
  );
}

/** The logo (SVG or PNG) or the app icon (square PNG ≥ 192 px): what is in use, a picker, upload and remove. */
function Asset({ setup, onSaved, slot }: TSectionProps & { slot: 'logo' | 'icon' }) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSave(onSaved);
  const current = setup[slot];
  const types = slot === 'logo' ? ['image/svg+xml', 'image/png'] : ['image/png'];
  const name = slot === 'logo' ? 'Logo' : 'App icon';
  const url = `/api/admin/merchants/${setup.code}/assets/${slot}`;
  return (
    <div className="ops-stack ops-asset" data-testid={`ops-asset-${slot}`}>
      <div className="ops-row">
        {current ? (
          <img className="ops-asset__img" src={current.url} alt={`${name} in use`} height={40} />
        ) : (
          <span className="ops-muted">No {name.toLowerCase()}: the platform's is shown.</span>
        )}
        {current && (
          <span className="ops-muted">
            {current.type.toUpperCase()}, {current.bytes} bytes{current.width ? `, ${current.width}×${current.height}` : ''}
          </span>
        )}
      </div>
      <FileField
        name={slot}
        label={slot === 'logo' ? 'Logo (SVG or PNG, at most 32 KB)' : 'App icon (square PNG, at least 192 px)'}
        file={file}
        types={types}
        maxBytes={BRAND_ASSET_MAX_BYTES}
        chooseLabel="Choose file"
        changeLabel="Choose another"
        emptyLabel="No file chosen"
        error={problem ?? save.errors.asset ?? undefined}
        onFileChange={(f, p) => {
          setFile(f);
          setProblem(p === 'type' ? `Choose ${types.join(' or ')}` : p === 'size' ? 'At most 32 KB' : null);
        }}
      />
      <div className="ops-row">
        <Button
          variant="secondary"
          disabled={!file || problem !== null || save.busy}
          loading={save.busy}
          onClick={() => {
            if (file) void save.run(`${name} uploaded`, async () => call<TMerchantSetup>('PUT', url, { asset: await assetOf(file) }));
          }}
        >
          Upload {name.toLowerCase()}
        </Button>
        {current && (
          <Button
            variant="ghost"
            disabled={save.busy}
            onClick={() => void save.run(`${name} removed`, () => call<TMerchantSetup>('PUT', url, { asset: null }))}
          >
            Remove {name.toLowerCase()}
          </Button>
        )}
      </div>
      <p className="ops-notice" role="status" aria-live="polite">
        {save.notice}
      </p>
      {save.error && !save.errors.asset && <p className="ops-muted">{save.error}</p>}
    </div>
  );
}
