import type { TMerchantSetup } from '@tessera/contract/api';
import { Card, FormError } from '@tessera/ui-kit';
import { useState, type ReactNode } from 'react';
import { OpsApiError } from './api';

// What the merchant-setup sections share: a section's frame and its save (busy, refusal by field, notice).

/** A refusal as messages by field (server issues, or a coded refusal's value.field) plus the sentence for the section. */
export function refusal(err: unknown): { fields: Record<string, string>; message: string } {
  if (!(err instanceof OpsApiError)) return { fields: {}, message: String(err) };
  const fields: Record<string, string> = {};
  for (const i of err.issues) fields[i.path] ??= i.message;
  const field = typeof err.value?.field === 'string' ? err.value.field : null;
  const reason = typeof err.value?.reason === 'string' ? err.value.reason : err.message;
  if (field) fields[field] ??= reason;
  return { fields, message: Object.keys(fields).length ? `Not saved: ${reason}` : reason };
}

/** One section's save: busy, refusal and notice, and the setup the server answered. */
export function useSave(onSaved: (s: TMerchantSetup) => void) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  /** `done`: the notice once the server took the change, e.g. "Brand saved". */
  const run = async (done: string, send: () => Promise<TMerchantSetup>) => {
    setBusy(true);
    setErrors({});
    setError(null);
    setNotice('');
    try {
      onSaved(await send());
      setNotice(done);
    } catch (err) {
      const r = refusal(err);
      setErrors(r.fields);
      setError(r.message);
    } finally {
      setBusy(false);
    }
  };
  return { busy, errors, error, notice, run };
}

export function Section({ id, title, children, notice, error }: { id: string; title: string; children: ReactNode; notice: string; error: string | null }) {
  return (
    <Card as="section" aria-labelledby={id} className="ops-stack">
      <h2 id={id} className="ops-section-title">
        {title}
      </h2>
      {children}
      <FormError>{error}</FormError>
      <p className="ops-notice" role="status" aria-live="polite">
        {notice}
      </p>
    </Card>
  );
}
