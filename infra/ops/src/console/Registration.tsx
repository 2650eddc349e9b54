import { ACCOUNT_RULES, type TAccountRuleName } from '@tessera/contract';
import { Button, Card, ConfirmDialog, EmptyState, ErrorState, FormError, ListSkeleton, SelectField, StatusPill } from '@tessera/ui-kit';
import { useEffect, useState } from 'react';
import { call, issuesByField } from './api';
import { MerchantPicker, pick } from './MerchantPicker';
import type { TMerchant, TRegisterField, TRegistrationView } from './types';
import { useLoad } from './useLoad';

type TMode = 'off' | 'shown' | 'required';

const MODES: { value: TMode; label: string }[] = [
  { value: 'off', label: 'Off (not asked)' },
  { value: 'shown', label: 'Shown, optional' },
  { value: 'required', label: 'Required' },
];

const modeOf = (f: TRegisterField): TMode => (f.required ? 'required' : f.enabled ? 'shown' : 'off');
const fieldOf = (m: TMode): TRegisterField => ({ enabled: m !== 'off', required: m === 'required' });

/** The minimum ages a merchant may ask for with the date of birth (spec §5; the API takes these only). */
const MIN_AGES = [
  { value: '18', label: '18 years' },
  { value: '21', label: '21 years' },
];
const DEFAULT_MIN_AGE = 18;

/** The format rule each registration field is checked by (spec §5; platform-wide, the API and the form share them). */
const RULE_OF: Partial<Record<string, TAccountRuleName>> = {
  username: 'username',
  password: 'password',
  confirmPassword: 'password',
  paymentPassword: 'paymentPassword',
  email: 'email',
  mobileNum: 'mobileNum',
  nickname: 'name',
  payeeName: 'name',
  captcha: 'captcha',
  verificationCode: 'verificationCode',
  affiliateCode: 'affiliateCode',
};

/** The registration methods and checks, as white-label flags (set on the Merchants screen). */
const METHOD_FLAGS: { key: string; label: string }[] = [
  { key: 'USERNAMEREG3', label: 'Username registration' },
  { key: 'MOBILENUMREG3', label: 'Mobile registration' },
  { key: 'REGMOBVERF3', label: 'SMS verification' },
  { key: 'MOBILENUMPASSREG3', label: 'Mobile registration asks for passwords' },
];

/** Registration fields of a merchant (spec §3): which the form shows, which it requires, and the rule each is checked by. */
export function Registration({ code, onCode }: { code: string; onCode: (code: string) => void }) {
  const merchants = useLoad(() => call<TMerchant[]>('GET', '/api/admin/merchants'), 'merchants');
  if (merchants.error) return <ErrorState message={merchants.error} retryLabel="Retry" onRetry={merchants.reload} />;
  if (!merchants.data) return <ListSkeleton />;
  const merchant = pick(merchants.data, code);
  if (!merchant) return <EmptyState text="No merchants yet." />;
  return (
    <div className="ops-stack">
      <MerchantPicker merchants={merchants.data} value={merchant.code} onChange={onCode} />
      <Card as="section" aria-labelledby="ops-reg-methods" className="ops-stack">
        <h2 id="ops-reg-methods" className="ops-section-title">
          Registration methods
        </h2>
        <ul className="ops-pills" aria-label="Registration methods">
          {METHOD_FLAGS.map((f) => (
            <li key={f.key}>
              <StatusPill tone={merchant.flags[f.key] ? 'success' : 'neutral'}>
                {f.label}: {merchant.flags[f.key] ? 'on' : 'off'}
              </StatusPill>
            </li>
          ))}
        </ul>
        <p className="ops-muted">These are white-label flags: turn them on or off on the Merchants screen.</p>
      </Card>
      <FieldsEditor key={merchant.code} merchant={merchant.code} />
    </div>
  );
}

function FieldsEditor({ merchant }: { merchant: string }) {
  const stored = useLoad(() => call<TRegistrationView>('GET', `/api/admin/merchants/${merchant}/registration`), `registration/${merchant}`);
  const [draft, setDraft] = useState<Record<string, TMode>>({});
  // The birthDate field's minimum age (18 or 21), when changed.
  const [minAge, setMinAge] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  // Counts the server's refusals: after each, the first field it named gets the focus (and is
  // scrolled to). An effect, so it runs after the confirmation dialog has closed and handed
  // the focus back to the button that opened it.
  const [refused, setRefused] = useState(0);
  useEffect(() => {
    if (refused > 0) document.querySelector<HTMLElement>('.ops-reg [aria-invalid="true"]')?.focus();
  }, [refused]);

  if (stored.error && !stored.data) return <ErrorState message={stored.error} retryLabel="Retry" onRetry={stored.reload} />;
  if (!stored.data) return <ListSkeleton />;
  const fields = stored.data.fields;
  const names = Object.keys(fields);
  const current = (name: string): TMode => draft[name] ?? modeOf(fields[name] ?? { enabled: false, required: false });
  const storedMinAge = fields.birthDate?.minAge ?? DEFAULT_MIN_AGE;
  const currentMinAge = minAge ?? storedMinAge;
  const changed = names.filter(
    (n) => current(n) !== modeOf(fields[n] ?? { enabled: false, required: false }) || (n === 'birthDate' && currentMinAge !== storedMinAge),
  );
  const hidden = changed.filter((n) => current(n) === 'off');

  const save = async () => {
    setBusy(true);
    setError(null);
    setErrors({});
    try {
      const body = Object.fromEntries(changed.map((n) => [n, n === 'birthDate' ? { ...fieldOf(current(n)), minAge: currentMinAge } : fieldOf(current(n))]));
      stored.setData(await call<TRegistrationView>('PATCH', `/api/admin/merchants/${merchant}/registration`, body));
      setDraft({});
      setMinAge(null);
      setNotice(`${merchant}: ${changed.length} registration field${changed.length === 1 ? '' : 's'} saved`);
    } catch (err) {
      const byField = issuesByField(err);
      setErrors(byField);
      setError(Object.keys(byField).length ? 'Not saved: see the fields marked.' : (err as Error).message);
      setRefused((n) => n + 1);
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <Card as="section" aria-labelledby="ops-reg-fields" className="ops-stack">
      <div className="ops-row">
        <h2 id="ops-reg-fields" className="ops-section-title">
          Registration fields
        </h2>
        {changed.length > 0 && <StatusPill tone="info">{changed.length} unsaved</StatusPill>}
      </div>
      <p className="ops-notice" role="status" aria-live="polite">
        {notice}
      </p>
      <ul className="ops-reg" aria-label="Registration fields">
        {names.map((name) => {
          const rule = RULE_OF[name];
          const r = rule ? ACCOUNT_RULES[rule] : null;
          return (
            <li key={name} className="ops-reg__row" data-testid={`ops-reg-${name}`}>
              <SelectField
                label={name}
                value={current(name)}
                options={MODES}
                disabled={busy}
                error={errors[name]}
                onChange={(e) => {
                  setDraft({ ...draft, [name]: e.target.value as TMode });
                  setErrors({ ...errors, [name]: '' });
                }}
              />
              <p className="ops-muted ops-reg__rule">
                {r ? (
                  <>
                    Rule <code className="ops-mono">{r.pattern}</code> · refused as {r.code}
                    {name === 'confirmPassword' ? ' · must equal the password' : ''}
                  </>
                ) : name === 'birthDate' ? (
                  'A real date, not in the future. While asked, it is always required (an age check that can be skipped checks nothing): younger than the minimum age is refused (RG_UNDERAGE).'
                ) : (
                  'No format rule (free text).'
                )}
              </p>
              {name === 'birthDate' && current(name) !== 'off' && (
                <SelectField
                  label="Minimum age"
                  value={String(currentMinAge)}
                  options={MIN_AGES}
                  disabled={busy}
                  error={errors['birthDate.minAge']}
                  onChange={(e) => setMinAge(Number(e.target.value))}
                />
              )}
            </li>
          );
        })}
      </ul>
      <FormError>{error}</FormError>
      <div className="ops-row">
        <Button disabled={busy || changed.length === 0} loading={busy} onClick={() => (hidden.length ? setAsking(true) : void save())}>
          Save registration fields
        </Button>
        <Button
          variant="ghost"
          disabled={busy || changed.length === 0}
          onClick={() => {
            setDraft({});
            setMinAge(null);
            setErrors({});
            setError(null);
          }}
        >
          Discard changes
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={`Stop asking for ${hidden.length === 1 ? hidden[0] : `${hidden.length} fields`}?`}
        message={`New players of ${merchant} will no longer be asked for ${hidden.join(', ')}. What players already gave is kept.`}
        confirmLabel="Save and hide"
        cancelLabel="Cancel"
        danger
        loading={busy}
        onConfirm={() => void save()}
        onCancel={() => setAsking(false)}
      />
    </Card>
  );
}
