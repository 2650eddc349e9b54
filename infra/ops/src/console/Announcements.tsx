import {
  Button,
  Card,
  Checkbox,
  ConfirmDialog,
  Dialog,
  EmptyState,
  ErrorState,
  FormError,
  ListSkeleton,
  SelectField,
  StatusPill,
  TextField,
} from '@tessera/ui-kit';
import { useState, type FormEvent } from 'react';
import { call, issuesByField } from './api';
import { dateError, fromLocalInput, htmlError, intError, linkError, present, titleError, toLocalInput } from './contentForm';
import { TextAreaField } from './TextAreaField';
import type { TAdminAnnouncement } from './types';
import { useLoad } from './useLoad';
import { formatTime } from './Versions';

/** Content types (spec §3): B banner, PL player notice, PU pop-up, PR promotion notice, A agent notice. */
const TYPE_LABEL: Record<string, string> = { B: 'Banner', PL: 'Player notice', PU: 'Pop-up', PR: 'Promotion notice', A: 'Agent notice' };
const NOTICE_TYPES = ['PL', 'PU', 'PR', 'A'];
const GROUPS = [
  { value: 'm_home', label: 'Home (m_home)' },
  { value: 'm_live', label: 'Live (m_live)' },
  { value: 'm_reg', label: 'Registration (m_reg)' },
];

export type TAnnouncementKind = 'banners' | 'notices';

type TForm = {
  type: string;
  groupName: string;
  title: string;
  content: string;
  link: string;
  image: boolean;
  publishedAt: string;
  expiresAt: string;
  sort: string;
  popularRank: string;
  enabled: boolean;
};
type TField = keyof TForm;

const removed = (a: TAdminAnnouncement, now: string) => !a.enabled && a.expiresAt !== null && a.expiresAt <= now;

function stateOf(a: TAdminAnnouncement, now: string): { tone: 'success' | 'info' | 'neutral' | 'warning'; label: string } {
  if (!a.enabled) return { tone: 'neutral', label: 'Off' };
  if (a.expiresAt !== null && a.expiresAt <= now) return { tone: 'warning', label: 'Expired' };
  if (a.publishedAt > now) return { tone: 'info', label: 'Scheduled' };
  return { tone: 'success', label: 'Live' };
}

function formOf(a: TAdminAnnouncement | null, kind: TAnnouncementKind): TForm {
  return {
    type: a?.type ?? (kind === 'banners' ? 'B' : 'PL'),
    groupName: a?.groupName ?? (kind === 'banners' ? 'm_home' : ''),
    title: a?.title ?? '',
    content: a?.content ?? '',
    link: a?.link ?? '',
    image: a ? a.url !== null : kind === 'banners',
    publishedAt: toLocalInput(a?.publishedAt ?? new Date().toISOString()),
    expiresAt: toLocalInput(a?.expiresAt ?? null),
    sort: String(a?.sort ?? 0),
    popularRank: a?.popularRank != null ? String(a.popularRank) : '',
    enabled: a?.enabled ?? true,
  };
}

function check(f: TForm): Partial<Record<TField, string>> {
  const published = fromLocalInput(f.publishedAt);
  const expires = fromLocalInput(f.expiresAt);
  return present<TField>({
    type: undefined,
    groupName: f.type === 'B' && !f.groupName ? 'A banner needs a group.' : undefined,
    title: titleError(f.title),
    content: htmlError(f.content),
    link: linkError(f.link.trim()),
    image: undefined,
    publishedAt: dateError(f.publishedAt, false),
    expiresAt: dateError(f.expiresAt, true) ?? (published && expires && expires <= published ? 'Must be after the publication time.' : undefined),
    sort: intError(f.sort, 0, 1_000_000, false),
    popularRank: intError(f.popularRank, 1, 1000, true),
    enabled: undefined,
  });
}

function bodyOf(f: TForm, creating: boolean) {
  return {
    ...(creating ? { type: f.type } : {}),
    title: f.title.trim(),
    content: f.content,
    groupName: f.type === 'B' ? f.groupName : null,
    link: f.link.trim() || null,
    image: f.image,
    publishedAt: fromLocalInput(f.publishedAt) ?? new Date().toISOString(),
    expiresAt: fromLocalInput(f.expiresAt),
    sort: Number(f.sort),
    popularRank: f.popularRank === '' ? null : Number(f.popularRank),
    enabled: f.enabled,
  };
}

/** Banners (type B) or notices (PL, PU, PR, A) of a merchant: list, create, edit, remove. */
export function Announcements({ merchant, kind }: { merchant: string; kind: TAnnouncementKind }) {
  const list = useLoad(
    () =>
      call<{ list: TAdminAnnouncement[] }>('GET', `/api/admin/merchants/${merchant}/announcements${kind === 'banners' ? '?type=B' : ''}`).then((v) =>
        v.list.filter((a) => (kind === 'banners' ? a.type === 'B' : a.type !== 'B')),
      ),
    `announcements/${merchant}/${kind}`,
  );
  const [editing, setEditing] = useState<TAdminAnnouncement | 'new' | null>(null);
  const [removing, setRemoving] = useState<TAdminAnnouncement | null>(null);
  const [showRemoved, setShowRemoved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const what = kind === 'banners' ? 'banner' : 'announcement';

  if (list.error && !list.data) return <ErrorState message={list.error} retryLabel="Retry" onRetry={list.reload} />;
  if (!list.data) return <ListSkeleton />;
  const now = new Date().toISOString();
  const rows = list.data.filter((a) => showRemoved || !removed(a, now));

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    setError(null);
    try {
      await call('DELETE', `/api/admin/merchants/${merchant}/announcements/${removing.id}`);
      setNotice(`Removed ${what} “${removing.title}”`);
      list.reload();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  return (
    <div className="ops-stack">
      <div className="ops-row">
        <Button onClick={() => setEditing('new')}>{kind === 'banners' ? 'New banner' : 'New announcement'}</Button>
        <Checkbox label="Show removed and expired" checked={showRemoved} onChange={(e) => setShowRemoved(e.target.checked)} />
      </div>
      <p className="ops-notice" role="status" aria-live="polite">
        {notice}
      </p>
      <FormError>{error}</FormError>
      {rows.length === 0 ? (
        <EmptyState text={kind === 'banners' ? 'No banners.' : 'No announcements.'} />
      ) : (
        <ul className="ops-content-list" aria-label={kind === 'banners' ? 'Banners' : 'Announcements'}>
          {rows.map((a) => {
            const state = stateOf(a, now);
            return (
              <li key={a.id}>
                <Card as="article" className="ops-stack" aria-labelledby={`ops-ann-${a.id}`} data-testid="ops-announcement">
                  <div className="ops-row">
                    <h3 id={`ops-ann-${a.id}`} className="ops-card-title">
                      {a.title}
                    </h3>
                    <StatusPill tone={state.tone}>{state.label}</StatusPill>
                  </div>
                  <p className="ops-muted">
                    {TYPE_LABEL[a.type] ?? a.type}
                    {a.groupName ? ` · ${a.groupName}` : ''} · from <time dateTime={a.publishedAt}>{formatTime(a.publishedAt)}</time>
                    {a.expiresAt ? (
                      <>
                        {' '}
                        until <time dateTime={a.expiresAt}>{formatTime(a.expiresAt)}</time>
                      </>
                    ) : null}{' '}
                    · order {a.sort}
                    {a.popularRank !== null ? ` · popular #${a.popularRank}` : ''}
                    {a.link ? ` · → ${a.link}` : ''}
                  </p>
                  <div className="ops-row">
                    <Button variant="secondary" size="sm" onClick={() => setEditing(a)} aria-label={`Edit ${a.title}`}>
                      Edit
                    </Button>
                    {!removed(a, now) && (
                      <Button variant="ghost" size="sm" onClick={() => setRemoving(a)} aria-label={`Remove ${a.title}`}>
                        Remove
                      </Button>
                    )}
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      {editing !== null && (
        <AnnouncementDialog
          merchant={merchant}
          kind={kind}
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved, created) => {
            setEditing(null);
            setNotice(`${created ? 'Created' : 'Saved'} ${what} “${saved.title}”`);
            list.reload();
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={`Remove “${removing?.title ?? ''}”?`}
        message={`Players of ${merchant} stop seeing this ${what} at once. The audit log keeps what it was.`}
        confirmLabel={`Remove ${what}`}
        cancelLabel="Cancel"
        danger
        loading={busy}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}

function AnnouncementDialog({
  merchant,
  kind,
  item,
  onClose,
  onSaved,
}: {
  merchant: string;
  kind: TAnnouncementKind;
  item: TAdminAnnouncement | null;
  onClose: () => void;
  onSaved: (saved: TAdminAnnouncement, created: boolean) => void;
}) {
  const [form, setForm] = useState<TForm>(() => formOf(item, kind));
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const creating = item === null;
  const formId = 'ops-announcement-form';
  const set = <K extends TField>(key: K, value: TForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = check(form);
    setErrors(found);
    setError(null);
    if (Object.keys(found).length) {
      setError('Check the fields marked.');
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`#${formId} [aria-invalid="true"]`)?.focus());
      return;
    }
    setBusy(true);
    try {
      const saved = creating
        ? await call<TAdminAnnouncement>('POST', `/api/admin/merchants/${merchant}/announcements`, bodyOf(form, true))
        : await call<TAdminAnnouncement>('PATCH', `/api/admin/merchants/${merchant}/announcements/${item.id}`, bodyOf(form, false));
      onSaved(saved, creating);
    } catch (err) {
      const byField = issuesByField(err) as Partial<Record<TField, string>>;
      setErrors(byField);
      setError(Object.keys(byField).length ? 'The server refused some fields: see below.' : (err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const noun = kind === 'banners' ? 'banner' : 'announcement';
  return (
    <Dialog
      open
      title={creating ? `New ${noun}` : `Edit ${noun}`}
      onClose={onClose}
      closeLabel="Close"
      dismissible={false}
      actions={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {creating ? `Create ${noun}` : 'Save changes'}
          </Button>
        </>
      }
    >
      <form id={formId} className="ops-stack" noValidate onSubmit={(e) => void submit(e)}>
        {kind === 'notices' && (
          <SelectField
            label="Type"
            value={form.type}
            disabled={!creating}
            hint={creating ? undefined : 'The type of an existing announcement stays.'}
            onChange={(e) => set('type', e.target.value)}
            options={NOTICE_TYPES.map((t) => ({ value: t, label: TYPE_LABEL[t] ?? t }))}
          />
        )}
        {form.type === 'B' && (
          <SelectField
            label="Banner group"
            value={form.groupName}
            error={errors.groupName}
            onChange={(e) => set('groupName', e.target.value)}
            options={GROUPS}
          />
        )}
        <TextField label="Title" value={form.title} error={errors.title} maxLength={200} onChange={(e) => set('title', e.target.value)} />
        <TextAreaField
          label="Content (HTML)"
          hint="Text tags only (p, b, i, ul, li, a…); anything else is removed on save."
          rows={4}
          value={form.content}
          error={errors.content}
          onChange={(e) => set('content', e.target.value)}
        />
        <TextField label="Link" hint="/m/… or https://… (optional)" value={form.link} error={errors.link} onChange={(e) => set('link', e.target.value)} />
        <div className="ops-inline">
          <TextField
            label="Published from"
            type="datetime-local"
            value={form.publishedAt}
            error={errors.publishedAt}
            onChange={(e) => set('publishedAt', e.target.value)}
          />
          <TextField
            label="Expires at"
            type="datetime-local"
            hint="Empty: no end."
            value={form.expiresAt}
            error={errors.expiresAt}
            onChange={(e) => set('expiresAt', e.target.value)}
          />
        </div>
        <div className="ops-inline">
          <TextField label="Order" inputMode="numeric" value={form.sort} error={errors.sort} onChange={(e) => set('sort', e.target.value.trim())} />
          <TextField
            label="Popular rank"
            hint="1–1000, empty: not popular."
            inputMode="numeric"
            value={form.popularRank}
            error={errors.popularRank}
            onChange={(e) => set('popularRank', e.target.value.trim())}
          />
        </div>
        <Checkbox label="Show an image" checked={form.image} onChange={(e) => set('image', e.target.checked)} />
        <Checkbox label="Enabled (players see it while published)" checked={form.enabled} onChange={(e) => set('enabled', e.target.checked)} />
        <FormError>{error}</FormError>
      </form>
    </Dialog>
  );
}
