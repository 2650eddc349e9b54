import { DOWNLOAD_RESOURCE_TYPES, LANGUAGES } from '@tessera/contract';
import type { TMerchantSetup } from '@tessera/contract/api';
import { Button, Checkbox, EmptyState, ErrorState, ListSkeleton, SelectField, StatusPill, TextField } from '@tessera/ui-kit';
import { useState, type FormEvent } from 'react';
import { call } from './api';
import { Branding } from './MerchantSetupBranding';
import { MerchantPicker, pick } from './MerchantPicker';
import { Section, useSave } from './MerchantSetupParts';
import type { TMerchant } from './types';
import { useLoad } from './useLoad';

// Merchant setup (docs/decisions/merchant-setup.md): create a merchant, then set its profile,
// languages, brand, links, templates and footer. Each section saves on its own; the server
// validates and audits every change, and "Undo last change" writes the audited before value back.

const LANGUAGE_OPTIONS = LANGUAGES.map((l) => ({ value: l.code, label: `${l.label} (${l.code})` }));
const THEMES = [
  { value: 'dark', label: 'Dark' },
  { value: 'light', label: 'Light' },
];
const list = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The merchant setup screen: the new-merchant form, then the chosen merchant's sections. */
export function MerchantSetup({ code, onCode }: { code: string; onCode: (code: string) => void }) {
  const merchants = useLoad(() => call<TMerchant[]>('GET', '/api/admin/merchants'), 'merchants');
  const [creating, setCreating] = useState(false);
  if (merchants.error) return <ErrorState message={merchants.error} retryLabel="Retry" onRetry={merchants.reload} />;
  if (!merchants.data) return <ListSkeleton />;
  const merchant = pick(merchants.data, code);
  return (
    <div className="ops-stack">
      <div className="ops-row">
        {merchant && <MerchantPicker merchants={merchants.data} value={merchant.code} onChange={onCode} />}
        <Button variant={creating ? 'ghost' : 'secondary'} onClick={() => setCreating(!creating)} aria-expanded={creating}>
          {creating ? 'Close the new merchant form' : 'New merchant'}
        </Button>
      </div>
      {creating && (
        <CreateMerchant
          onCreated={(s) => {
            setCreating(false);
            onCode(s.code);
            merchants.reload();
          }}
        />
      )}
      {merchant ? <SetupEditor key={merchant.code} merchant={merchant.code} /> : <EmptyState text="No merchants yet." />}
    </div>
  );
}

function CreateMerchant({ onCreated }: { onCreated: (s: TMerchantSetup) => void }) {
  const [v, setV] = useState({ code: '', name: '', domains: '', currencyCode: '', currencySymbol: '', language: 'EN', offered: 'EN', theme: 'dark' });
  const save = useSave(onCreated);
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) => setV({ ...v, [k]: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const offered = list(v.offered.toUpperCase());
    void save.run(`Merchant ${v.code} created`, () =>
      call<TMerchantSetup>('POST', '/api/admin/merchants', {
        code: v.code.trim(),
        name: v.name,
        domains: list(v.domains),
        currency: { code: v.currencyCode.trim().toUpperCase(), symbol: v.currencySymbol.trim() },
        languages: { default: v.language, offered: offered.includes(v.language) ? offered : [v.language, ...offered] },
        theme: v.theme,
      }),
    );
  };
  const err = (k: string) => save.errors[k];
  return (
    <Section id="ops-new-merchant" title="New merchant" notice={save.notice} error={save.error}>
      <form className="ops-stack" onSubmit={submit} aria-labelledby="ops-new-merchant">
        <div className="ops-grid">
          <TextField
            label="Code"
            name="code"
            value={v.code}
            onChange={set('code')}
            hint="a-z, 0-9, - and _; players pick it with ?merchant="
            error={err('code')}
            required
          />
          <TextField label="Name" name="name" value={v.name} onChange={set('name')} error={err('name')} required />
          <TextField label="Domains" name="domains" value={v.domains} onChange={set('domains')} hint="Host names, separated by commas" error={err('domains')} />
          <TextField
            label="Currency code"
            name="currencyCode"
            value={v.currencyCode}
            onChange={set('currencyCode')}
            hint="ISO 4217, e.g. EUR"
            error={err('currency.code')}
            required
          />
          <TextField
            label="Currency symbol"
            name="currencySymbol"
            value={v.currencySymbol}
            onChange={set('currencySymbol')}
            error={err('currency.symbol')}
            required
          />
          <SelectField label="Default language" value={v.language} options={LANGUAGE_OPTIONS} onChange={set('language')} error={err('languages.default')} />
          <TextField
            label="Offered languages"
            name="offered"
            value={v.offered}
            onChange={set('offered')}
            hint="Codes, separated by commas, e.g. EN, PT, PT-BR"
            error={err('languages.offered')}
          />
          <SelectField label="Default theme" value={v.theme} options={THEMES} onChange={set('theme')} />
        </div>
        <div className="ops-row">
          <Button type="submit" loading={save.busy} disabled={save.busy}>
            Create merchant
          </Button>
        </div>
      </form>
    </Section>
  );
}

function SetupEditor({ merchant }: { merchant: string }) {
  const setup = useLoad(() => call<TMerchantSetup>('GET', `/api/admin/merchants/${merchant}/setup`), `setup/${merchant}`);
  // Sections keep their drafts across their own saves; after an undo they start again from the server's values.
  const [round, setRound] = useState(0);
  if (setup.error && !setup.data) return <ErrorState message={setup.error} retryLabel="Retry" onRetry={setup.reload} />;
  if (!setup.data) return <ListSkeleton />;
  const s = setup.data;
  const saved = (next: TMerchantSetup) => setup.setData(next);
  const k = `${merchant}/${round}`;
  return (
    <>
      <UndoBar
        setup={s}
        onSaved={(next) => {
          saved(next);
          setRound((r) => r + 1);
        }}
      />
      <Profile key={`p${k}`} setup={s} onSaved={saved} />
      <Branding key={`b${k}`} setup={s} onSaved={saved} />
      <Links key={`l${k}`} setup={s} onSaved={saved} />
      <TemplatesAndFooter key={`t${k}`} setup={s} onSaved={saved} />
    </>
  );
}

type TSectionProps = { setup: TMerchantSetup; onSaved: (s: TMerchantSetup) => void };

const patch = (code: string, body: object) => call<TMerchantSetup>('PATCH', `/api/admin/merchants/${code}/setup`, body);

function UndoBar({ setup, onSaved }: TSectionProps) {
  const save = useSave(onSaved);
  const last = setup.lastChange;
  return (
    <Section id="ops-setup-undo" title="Last change" notice={save.notice} error={save.error}>
      <div className="ops-row">
        {last ? (
          <p className="ops-muted" data-testid="setup-last-change">
            <StatusPill tone="info">{last.action}</StatusPill> by {last.actor} at {new Date(last.at).toLocaleString()}
          </p>
        ) : (
          <p className="ops-muted">No setup change yet.</p>
        )}
        <Button
          variant="secondary"
          disabled={!last || save.busy}
          loading={save.busy}
          onClick={() => void save.run('Last change undone', () => call<TMerchantSetup>('POST', `/api/admin/merchants/${setup.code}/setup/undo`))}
        >
          Undo last change
        </Button>
      </div>
      <p className="ops-muted">Undo writes back what the audit log kept from before the last change; undoing again re-applies it.</p>
    </Section>
  );
}

function Profile({ setup, onSaved }: TSectionProps) {
  const p = setup.profile;
  const [v, setV] = useState({
    name: p.name,
    domains: p.domains.join(', '),
    currencyCode: p.currency.code,
    currencySymbol: p.currency.symbol,
    theme: p.theme as string,
    language: setup.languages.default,
    offered: setup.languages.offered.join(', '),
  });
  const save = useSave(onSaved);
  const set = (key: keyof typeof v) => (e: { target: { value: string } }) => setV({ ...v, [key]: e.target.value });
  const err = (key: string) => save.errors[key];
  return (
    <Section id="ops-setup-profile" title="Profile and languages" notice={save.notice} error={save.error}>
      <div className="ops-grid">
        <TextField label="Name" value={v.name} onChange={set('name')} error={err('profile.name')} />
        <TextField
          label="Domains"
          value={v.domains}
          onChange={set('domains')}
          hint="Host names, separated by commas"
          error={err('domains') ?? err('profile.domains')}
        />
        <TextField label="Currency code" value={v.currencyCode} onChange={set('currencyCode')} error={err('profile.currency.code')} />
        <TextField label="Currency symbol" value={v.currencySymbol} onChange={set('currencySymbol')} error={err('profile.currency.symbol')} />
        <SelectField label="Default theme" value={v.theme} options={THEMES} onChange={set('theme')} />
        <SelectField label="Default language" value={v.language} options={LANGUAGE_OPTIONS} onChange={set('language')} error={err('languages.default')} />
        <TextField label="Offered languages" value={v.offered} onChange={set('offered')} hint="Codes, separated by commas" error={err('languages.offered')} />
      </div>
      <div className="ops-row">
        <Button
          loading={save.busy}
          disabled={save.busy}
          onClick={() =>
            void save.run('Profile and languages saved', () =>
              patch(setup.code, {
                profile: {
                  name: v.name,
                  domains: list(v.domains),
                  currency: { code: v.currencyCode.trim().toUpperCase(), symbol: v.currencySymbol.trim() },
                  theme: v.theme,
                },
                languages: { default: v.language, offered: list(v.offered.toUpperCase()) },
              }),
            )
          }
        >
          Save profile and languages
        </Button>
      </div>
    </Section>
  );
}

type TRow = { a: string; b: string; c?: string };

/** Rows of two or three text fields with add and remove (customer service: type + link; downloads: type + link + bonus). */
function Rows({
  legend,
  rows,
  onChange,
  labels,
  errorOf,
  typeOptions,
}: {
  legend: string;
  rows: TRow[];
  onChange: (rows: TRow[]) => void;
  labels: [string, string, string?];
  errorOf: (i: number) => string | undefined;
  typeOptions?: readonly string[];
}) {
  return (
    <fieldset className="ops-stack ops-fieldset">
      <legend className="ops-card-title">{legend}</legend>
      {rows.length === 0 && <p className="ops-muted">None yet.</p>}
      {rows.map((r, i) => (
        <div className="ops-inline" key={i}>
          {typeOptions ? (
            <SelectField
              label={`${labels[0]} ${i + 1}`}
              value={r.a}
              options={typeOptions.map((o) => ({ value: o, label: o }))}
              onChange={(e) => onChange(rows.map((x, j) => (j === i ? { ...x, a: e.target.value } : x)))}
            />
          ) : (
            <TextField
              label={`${labels[0]} ${i + 1}`}
              value={r.a}
              onChange={(e) => onChange(rows.map((x, j) => (j === i ? { ...x, a: e.target.value } : x)))}
            />
          )}
          <TextField
            label={`${labels[1]} ${i + 1}`}
            value={r.b}
            error={errorOf(i)}
            onChange={(e) => onChange(rows.map((x, j) => (j === i ? { ...x, b: e.target.value } : x)))}
          />
          {labels[2] && (
            <TextField
              label={`${labels[2]} ${i + 1}`}
              value={r.c ?? ''}
              inputMode="decimal"
              onChange={(e) => onChange(rows.map((x, j) => (j === i ? { ...x, c: e.target.value } : x)))}
            />
          )}
          <Button variant="ghost" size="sm" onClick={() => onChange(rows.filter((_, j) => j !== i))}>
            Remove {legend.toLowerCase()} {i + 1}
          </Button>
        </div>
      ))}
      <div className="ops-row">
        <Button variant="secondary" size="sm" onClick={() => onChange([...rows, { a: typeOptions?.[0] ?? '', b: '', c: '' }])}>
          Add to {legend.toLowerCase()}
        </Button>
      </div>
    </fieldset>
  );
}

function Links({ setup, onSaved }: TSectionProps) {
  const [cs, setCs] = useState<TRow[]>(setup.customerService.map((e) => ({ a: e.csType, b: e.url })));
  const [dl, setDl] = useState<TRow[]>(setup.downloads.map((d) => ({ a: d.resourceType, b: d.url, c: d.bonus ?? '' })));
  const save = useSave(onSaved);
  return (
    <Section id="ops-setup-links" title="Customer service and app downloads" notice={save.notice} error={save.error}>
      <Rows
        legend="Customer service"
        rows={cs}
        onChange={setCs}
        labels={['Type', 'Link']}
        errorOf={(i) => save.errors[`customerService.${i}.url`] ?? save.errors[`customerService.${i}.csType`]}
      />
      <p className="ops-muted">Types such as WHATSAPP, TELEGRAM, LIVECHAT; links are https:// addresses or paths of this site.</p>
      <Rows
        legend="App downloads"
        rows={dl}
        onChange={setDl}
        labels={['Platform', 'Link', 'Bonus']}
        typeOptions={DOWNLOAD_RESOURCE_TYPES}
        errorOf={(i) => save.errors[`downloads.${i}.url`] ?? save.errors[`downloads.${i}.bonus`]}
      />
      <div className="ops-row">
        <Button
          loading={save.busy}
          disabled={save.busy}
          onClick={() =>
            void save.run('Customer service and downloads saved', () =>
              patch(setup.code, {
                customerService: cs.map((r) => ({ csType: r.a.trim().toUpperCase(), url: r.b.trim() })),
                downloads: dl.map((r) => ({ resourceType: r.a, url: r.b.trim(), ...(r.c?.trim() ? { bonus: r.c.trim() } : {}) })),
              }),
            )
          }
        >
          Save links
        </Button>
      </div>
    </Section>
  );
}

function TemplatesAndFooter({ setup, onSaved }: TSectionProps) {
  const [memberNew, setMemberNew] = useState(setup.templates.mem_cen === '1');
  const [depositNew, setDepositNew] = useState(setup.templates.dep_func === '1');
  const [f, setF] = useState({ licenceText: setup.footer.licenceText, licenceNumber: setup.footer.licenceNumber, marks: setup.footer.paymentMarks.join(', ') });
  const save = useSave(onSaved);
  return (
    <Section id="ops-setup-footer" title="Templates and footer" notice={save.notice} error={save.error}>
      <Checkbox label="New member-center template (mem_cen)" checked={memberNew} onChange={(e) => setMemberNew(e.target.checked)} />
      <Checkbox label="New deposit template (dep_func)" checked={depositNew} onChange={(e) => setDepositNew(e.target.checked)} />
      <div className="ops-grid">
        <TextField
          label="Licence text"
          value={f.licenceText}
          onChange={(e) => setF({ ...f, licenceText: e.target.value })}
          error={save.errors['footer.licenceText']}
        />
        <TextField
          label="Licence number"
          value={f.licenceNumber}
          onChange={(e) => setF({ ...f, licenceNumber: e.target.value })}
          error={save.errors['footer.licenceNumber']}
        />
        <TextField
          label="Payment marks"
          value={f.marks}
          onChange={(e) => setF({ ...f, marks: e.target.value })}
          hint="Names, separated by commas, e.g. PIX, VISA"
          error={save.errors['footer.paymentMarks'] ?? save.errors['footer.paymentMarks.0']}
        />
      </div>
      <div className="ops-row">
        <Button
          loading={save.busy}
          disabled={save.busy}
          onClick={() =>
            void save.run('Templates and footer saved', () =>
              patch(setup.code, {
                templates: { mem_cen: memberNew ? '1' : '0', dep_func: depositNew ? '1' : '0' },
                footer: { licenceText: f.licenceText, licenceNumber: f.licenceNumber, paymentMarks: list(f.marks.toUpperCase()) },
              }),
            )
          }
        >
          Save templates and footer
        </Button>
      </div>
    </Section>
  );
}
