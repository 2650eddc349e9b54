import { LANGUAGES } from '@tessera/contract';
import { Button, Card, ConfirmDialog, Dialog, EmptyState, ErrorState, FormError, ListSkeleton, SelectField, TextField } from '@tessera/ui-kit';
import { useState, type FormEvent } from 'react';
import { call, issuesByField } from './api';
import { htmlError, intError, present, titleError } from './contentForm';
import { TextAreaField } from './TextAreaField';
import type { TAdminHelpEntry } from './types';
import { useLoad } from './useLoad';

const LANGUAGE_OPTIONS = LANGUAGES.map((l) => ({ value: l.code, label: `${l.label} (${l.code})` }));
const DEVICES = [
  { value: 'ALL', label: 'Every device' },
  { value: 'MOBILE', label: 'Mobile' },
  { value: 'WEB', label: 'Web' },
];

type TForm = { parentId: string; language: string; device: string; title: string; content: string; sort: string };
type TField = keyof TForm;

/** The help center of a merchant in one language: main entries with their children; create, edit, remove. */
export function Help({ merchant }: { merchant: string }) {
  const [language, setLanguage] = useState('EN');
  const list = useLoad(
    () => call<{ list: TAdminHelpEntry[] }>('GET', `/api/admin/merchants/${merchant}/help?lang=${encodeURIComponent(language)}`).then((v) => v.list),
    `help/${merchant}/${language}`,
  );
  const [editing, setEditing] = useState<TAdminHelpEntry | 'new' | null>(null);
  const [removing, setRemoving] = useState<TAdminHelpEntry | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  const picker = <SelectField label="Help language" value={language} onChange={(e) => setLanguage(e.target.value)} options={LANGUAGE_OPTIONS} />;
  if (list.error && !list.data) return <ErrorState message={list.error} retryLabel="Retry" onRetry={list.reload} />;
  if (!list.data) return <ListSkeleton />;
  const entries = list.data;
  const mains = entries.filter((e) => e.parentId === null);
  const childrenOf = (id: number) => entries.filter((e) => e.parentId === id);

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    setError(null);
    try {
      const { removed } = await call<{ removed: number }>('DELETE', `/api/admin/merchants/${merchant}/help/${removing.id}`);
      setNotice(`Removed “${removing.title}”${removed > 1 ? ` and ${removed - 1} sub-entr${removed === 2 ? 'y' : 'ies'}` : ''}`);
      list.reload();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  const row = (e: TAdminHelpEntry) => (
    <div className="ops-help__row" data-testid="ops-help-entry">
      <span className="ops-help__title">
        {e.title}{' '}
        <span className="ops-muted">
          · {e.device} · order {e.sort}
        </span>
      </span>
      <span className="ops-row">
        <Button variant="secondary" size="sm" onClick={() => setEditing(e)} aria-label={`Edit ${e.title}`}>
          Edit
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setRemoving(e)} aria-label={`Remove ${e.title}`}>
          Remove
        </Button>
      </span>
    </div>
  );
  const removingChildren = removing ? childrenOf(removing.id).length : 0;

  return (
    <div className="ops-stack">
      <div className="ops-inline">
        {picker}
        <Button onClick={() => setEditing('new')}>New help entry</Button>
      </div>
      <p className="ops-notice" role="status" aria-live="polite">
        {notice}
      </p>
      <FormError>{error}</FormError>
      {mains.length === 0 ? (
        <EmptyState text="No help entries in this language." />
      ) : (
        <Card as="section" aria-label="Help entries">
          <ul className="ops-help">
            {mains.map((m) => (
              <li key={m.id}>
                {row(m)}
                {childrenOf(m.id).length > 0 && (
                  <ol className="ops-help ops-help--children" aria-label={`${m.title}: sub-entries`}>
                    {childrenOf(m.id).map((c) => (
                      <li key={c.id}>{row(c)}</li>
                    ))}
                  </ol>
                )}
              </li>
            ))}
          </ul>
        </Card>
      )}
      {editing !== null && (
        <HelpDialog
          merchant={merchant}
          language={language}
          mains={mains}
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved, created) => {
            setEditing(null);
            setNotice(`${created ? 'Created' : 'Saved'} help entry “${saved.title}”`);
            if (saved.language !== language) setLanguage(saved.language);
            else list.reload();
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={`Remove “${removing?.title ?? ''}”?`}
        message={
          removingChildren > 0
            ? `Its ${removingChildren} sub-entr${removingChildren === 1 ? 'y goes' : 'ies go'} too. Players of ${merchant} stop seeing them at once.`
            : `Players of ${merchant} stop seeing it at once.`
        }
        confirmLabel="Remove help entry"
        cancelLabel="Cancel"
        danger
        loading={busy}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}

function HelpDialog({
  merchant,
  language,
  mains,
  item,
  onClose,
  onSaved,
}: {
  merchant: string;
  language: string;
  mains: TAdminHelpEntry[];
  item: TAdminHelpEntry | null;
  onClose: () => void;
  onSaved: (saved: TAdminHelpEntry, created: boolean) => void;
}) {
  const creating = item === null;
  const [form, setForm] = useState<TForm>({
    parentId: item?.parentId != null ? String(item.parentId) : '',
    language: item?.language ?? language,
    device: item?.device ?? 'ALL',
    title: item?.title ?? '',
    content: item?.content ?? '',
    sort: String(item?.sort ?? 0),
  });
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = 'ops-help-form';
  const set = (key: TField, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = present<TField>({
      parentId: undefined,
      language: undefined,
      device: undefined,
      title: titleError(form.title),
      content: htmlError(form.content),
      sort: intError(form.sort, 0, 1_000_000, false),
    });
    setErrors(found);
    setError(null);
    if (Object.keys(found).length) {
      setError('Check the fields marked.');
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`#${formId} [aria-invalid="true"]`)?.focus());
      return;
    }
    setBusy(true);
    try {
      const common = { title: form.title.trim(), content: form.content, sort: Number(form.sort) };
      const saved = creating
        ? await call<TAdminHelpEntry>('POST', `/api/admin/merchants/${merchant}/help`, {
            ...common,
            ...(form.parentId ? { parentId: Number(form.parentId) } : { language: form.language, device: form.device }),
          })
        : await call<TAdminHelpEntry>('PATCH', `/api/admin/merchants/${merchant}/help/${item.id}`, common);
      onSaved(saved, creating);
    } catch (err) {
      const byField = issuesByField(err) as Partial<Record<TField, string>>;
      setErrors(byField);
      setError(Object.keys(byField).length ? 'The server refused some fields: see below.' : (err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      title={creating ? 'New help entry' : 'Edit help entry'}
      onClose={onClose}
      closeLabel="Close"
      dismissible={false}
      actions={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {creating ? 'Create help entry' : 'Save changes'}
          </Button>
        </>
      }
    >
      <form id={formId} className="ops-stack" noValidate onSubmit={(e) => void submit(e)}>
        {creating && (
          <SelectField
            label="Under"
            hint="A sub-entry takes its main entry's language and device."
            value={form.parentId}
            onChange={(e) => set('parentId', e.target.value)}
            options={[{ value: '', label: 'Nothing: a main entry' }, ...mains.map((m) => ({ value: String(m.id), label: m.title }))]}
          />
        )}
        {creating && !form.parentId && (
          <div className="ops-inline">
            <SelectField label="Language" value={form.language} onChange={(e) => set('language', e.target.value)} options={LANGUAGE_OPTIONS} />
            <SelectField label="Device" value={form.device} onChange={(e) => set('device', e.target.value)} options={DEVICES} />
          </div>
        )}
        <TextField label="Title" value={form.title} error={errors.title} maxLength={200} onChange={(e) => set('title', e.target.value)} />
        <TextAreaField
          label="Content (HTML)"
          hint="Text tags only; anything else is removed on save."
          rows={5}
          value={form.content}
          error={errors.content}
          onChange={(e) => set('content', e.target.value)}
        />
        <TextField label="Order" inputMode="numeric" value={form.sort} error={errors.sort} onChange={(e) => set('sort', e.target.value.trim())} />
        <FormError>{error}</FormError>
      </form>
    </Dialog>
  );
}
