import {
  getResponsibleGambling,
  RG_COOL_OFF_DAYS,
  RG_REALITY_CHECK_MINUTES,
  RG_SELF_EXCLUSION_MONTHS,
  RG_SESSION_LIMIT_MINUTES,
  setRealityCheck,
  setResponsibleLimit,
  startExclusion,
  type TRgLimit,
  type TRgLimitKey,
  type TRgState,
} from '@tessera/contract/api';
import { useDialog, useFormat, useSession, useT, useToast } from '@tessera/platform-sdk';
import { useApiMutation, useApiQuery } from '@tessera/platform-sdk/data';
import { Button, Card, SelectField, TextField } from '@tessera/ui-kit';
import { useState, type FormEvent } from 'react';
import './responsible.css';

/** The member's responsible-gambling state. */
export function useResponsibleGambling() {
  return useApiQuery(getResponsibleGambling, {});
}

type TFmt = ReturnType<typeof useFormat>;

function LimitRow({ limit, fmt, onSave }: { limit: TRgLimit; fmt: TFmt; onSave: (key: TRgLimitKey, value: string | null) => Promise<void> }) {
  const t = useT('member');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const window = limit.key.split('_')[1] as 'DAY' | 'WEEK' | 'MONTH';
  const id = `rg-${limit.key.toLowerCase()}`;
  const save = async (v: string | null) => {
    if (v !== null && !(Number(v) > 0)) {
      setError(t('rg.invalid'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onSave(limit.key, v);
      setValue('');
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save(value.trim());
  };
  return (
    <form className="rg-limit" onSubmit={submit} aria-labelledby={`${id}-title`} data-testid={`rg-limit-${limit.key}`} noValidate>
      <div className="rg-limit__head">
        <h3 className="rg-limit__title" id={`${id}-title`}>
          {t(`rg.${window}`)}
        </h3>
        <span className="rg-limit__value">{limit.value === null ? t('rg.none') : t('rg.current', { value: fmt.money(limit.value) })}</span>
      </div>
      {limit.used !== null && limit.value !== null && <p className="rg-limit__note">{t('rg.used', { used: fmt.money(limit.used) })}</p>}
      {limit.pending && (
        <p className="rg-limit__pending" data-testid={`rg-pending-${limit.key}`}>
          {limit.pending.value === null
            ? t('rg.pendingRemoval', { at: fmt.dateTime(limit.pending.effectiveAt) })
            : t('rg.pending', { value: fmt.money(limit.pending.value), at: fmt.dateTime(limit.pending.effectiveAt) })}
        </p>
      )}
      <div className="rg-limit__form">
        <TextField
          label={t('rg.amount')}
          inputMode="decimal"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={error ?? undefined}
          name={limit.key}
          autoComplete="off"
        />
        <div className="rg-limit__actions">
          <Button type="submit" size="sm" disabled={busy || value.trim() === ''}>
            {t('rg.save')}
          </Button>
          {limit.value !== null && !(limit.pending && limit.pending.value === null) && (
            <Button type="button" size="sm" variant="secondary" disabled={busy} onClick={() => void save(null)}>
              {t('rg.remove')}
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}

const KINDS = [
  ['DEPOSIT', 'rg.deposit'],
  ['LOSS', 'rg.loss'],
  ['WAGER', 'rg.wager'],
] as const;

/** The page's body: limits by kind, session time and reality check, a break and self-exclusion. */
export function ResponsibleGambling({ state }: { state: TRgState }) {
  const t = useT('member');
  const fmt = useFormat();
  const toast = useToast();
  const dialog = useDialog();
  const session = useSession();
  const setLimit = useApiMutation(setResponsibleLimit, { invalidates: [getResponsibleGambling] });
  const setReality = useApiMutation(setRealityCheck, { invalidates: [getResponsibleGambling] });
  const exclude = useApiMutation(startExclusion);
  const [coolDays, setCoolDays] = useState<string>(String(RG_COOL_OFF_DAYS[0]));
  const [months, setMonths] = useState<string>(String(RG_SELF_EXCLUSION_MONTHS[0]));

  const saveLimit = async (key: TRgLimitKey, value: string | null) => {
    try {
      const next = await setLimit.call({ body: { key, value } });
      const l = next.limits.find((x) => x.key === key);
      toast.show('success', l?.pending ? t('rg.savedPending', { at: fmt.dateTime(l.pending.effectiveAt) }) : t('rg.saved'));
    } catch (e) {
      toast.show('fail', (e as Error).message);
    }
  };
  const sessionLimit = state.limits.find((l) => l.key === 'SESSION_MINUTES');
  const minutesOptions = (list: readonly number[]) => [
    { value: '', label: t('rg.off') },
    ...list.map((m) => ({ value: String(m), label: t('rg.minutes', { count: m }) })),
  ];

  const startBreak = async (kind: 'COOL_OFF' | 'SELF_EXCLUSION') => {
    const end = new Date(Date.now());
    if (kind === 'COOL_OFF') end.setTime(end.getTime() + Number(coolDays) * 86_400_000);
    else end.setUTCMonth(end.getUTCMonth() + Number(months));
    const ok = await dialog.confirm({
      title: t('rg.confirmTitle'),
      message: t(kind === 'COOL_OFF' ? 'rg.confirmCoolOff' : 'rg.confirmExclusion', { at: fmt.dateTime(end.toISOString()) }),
      confirmLabel: t(kind === 'COOL_OFF' ? 'rg.startCoolOff' : 'rg.startExclusion'),
      cancelLabel: t('common.cancel'),
    });
    if (!ok) return;
    try {
      const body = kind === 'COOL_OFF' ? { kind, days: Number(coolDays), confirm: true as const } : { kind, months: Number(months), confirm: true as const };
      const res = await exclude.call({ body });
      toast.show('success', t('rg.excludedUntil', { at: fmt.dateTime(res.endsAt) }));
      await session.logout({ confirm: false });
    } catch (e) {
      toast.show('fail', (e as Error).message);
    }
  };

  return (
    <div className="tk-stack rg-page" data-testid="rg-page">
      <p className="rg-intro">{t('rg.intro')}</p>
      {state.exclusion && <Card className="rg-excluded">{t('rg.excludedUntil', { at: fmt.dateTime(state.exclusion.endsAt) })}</Card>}
      {KINDS.map(([kind, title]) => (
        <section key={kind} className="tk-stack tk-stack--tight" aria-labelledby={`rg-${kind.toLowerCase()}`}>
          <h2 className="mb-menu__title" id={`rg-${kind.toLowerCase()}`}>
            {t(title)}
          </h2>
          <Card className="rg-card">
            {state.limits
              .filter((l) => l.key.startsWith(`${kind}_`))
              .map((l) => (
                <LimitRow key={l.key} limit={l} fmt={fmt} onSave={saveLimit} />
              ))}
          </Card>
        </section>
      ))}
      <section className="tk-stack tk-stack--tight" aria-labelledby="rg-session">
        <h2 className="mb-menu__title" id="rg-session">
          {t('rg.session')}
        </h2>
        <Card className="rg-card rg-card--pad">
          <SelectField
            label={t('rg.realityCheck')}
            data-testid="rg-reality"
            value={state.realityCheckMinutes === null ? '' : String(state.realityCheckMinutes)}
            options={minutesOptions(RG_REALITY_CHECK_MINUTES)}
            onChange={(e) => {
              const v = e.target.value;
              void setReality
                .call({ body: { minutes: v === '' ? null : Number(v) } })
                .then(() => toast.show('success', t('rg.saved')))
                .catch((err: unknown) => toast.show('fail', (err as Error).message));
            }}
          />
          <SelectField
            label={t('rg.sessionLimit')}
            data-testid="rg-session-limit"
            value={sessionLimit?.value ?? ''}
            options={minutesOptions(RG_SESSION_LIMIT_MINUTES)}
            hint={
              sessionLimit?.pending
                ? sessionLimit.pending.value === null
                  ? t('rg.pendingRemoval', { at: fmt.dateTime(sessionLimit.pending.effectiveAt) })
                  : t('rg.pending', {
                      value: t('rg.minutes', { count: Number(sessionLimit.pending.value) }),
                      at: fmt.dateTime(sessionLimit.pending.effectiveAt),
                    })
                : undefined
            }
            onChange={(e) => void saveLimit('SESSION_MINUTES', e.target.value === '' ? null : e.target.value)}
          />
        </Card>
      </section>
      <section className="tk-stack tk-stack--tight" aria-labelledby="rg-cooloff">
        <h2 className="mb-menu__title" id="rg-cooloff">
          {t('rg.coolOff')}
        </h2>
        <Card className="rg-card rg-card--pad">
          <p className="rg-limit__note">{t('rg.coolOffHint')}</p>
          <SelectField
            label={t('rg.coolOffLength')}
            value={coolDays}
            options={RG_COOL_OFF_DAYS.map((d) => ({ value: String(d), label: t('rg.days', { count: d }) }))}
            onChange={(e) => setCoolDays(e.target.value)}
          />
          <Button type="button" variant="secondary" disabled={exclude.isPending} onClick={() => void startBreak('COOL_OFF')}>
            {t('rg.startCoolOff')}
          </Button>
        </Card>
      </section>
      <section className="tk-stack tk-stack--tight" aria-labelledby="rg-exclusion">
        <h2 className="mb-menu__title" id="rg-exclusion">
          {t('rg.selfExclusion')}
        </h2>
        <Card className="rg-card rg-card--pad">
          <p className="rg-limit__note">{t('rg.selfExclusionHint')}</p>
          <SelectField
            label={t('rg.exclusionLength')}
            data-testid="rg-exclusion-months"
            value={months}
            options={RG_SELF_EXCLUSION_MONTHS.map((m) => ({ value: String(m), label: t('rg.months', { count: m }) }))}
            onChange={(e) => setMonths(e.target.value)}
          />
          <Button type="button" variant="danger" disabled={exclude.isPending} onClick={() => void startBreak('SELF_EXCLUSION')}>
            {t('rg.startExclusion')}
          </Button>
        </Card>
      </section>
    </div>
  );
}
