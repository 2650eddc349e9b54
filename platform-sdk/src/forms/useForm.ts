// useForm(descriptor): a form whose client checks come from the contract's field rules (the
// descriptor's `fields`, the same entries the API checks), whose first invalid field takes the
// focus on submit, and which shows the server's word on the field it is about: VALIDATION_FAILED
// and rule-coded issues by their path, field-coded errors (`fieldErrors`: USERNAME_TAKEN →
// username) by their code. Messages are kept as i18n keys and translated when shown, so they follow
// a language change. Hand-written rather than react-hook-form: docs/decisions/platform-sdk.md.
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  checkField,
  FIELD_RULES,
  isAbortedCall,
  isApiError,
  PLATFORM_NS,
  validationIssuesOf,
  type TEndpoint,
  type TFieldRule,
  type TFieldRuleName,
  type TFieldSpec,
} from '@tessera/contract';
// The SDK's root door, not '../platform': this door is bundled by each app (not shared), and a
// relative import would give that app a second copy of the platform's contexts.
import { useI18n } from '@tessera/platform-sdk';

/** A message on a field: an i18n key (of `ns`, default the platform's) with its options, or text already in the player's language. */
export type TFieldMessage = { key: string; ns?: string; options?: Record<string, unknown> } | { text: string };

export interface TUseFormOptions<F extends string> {
  /** Every field's starting value (the form's fields are these keys). */
  initial: Record<F, string>;
  /**
   * Fields that must not be empty, beyond the descriptor's `required` (a merchant's registration
   * configuration, say); `false` makes a descriptor-required field optional.
   */
  required?: Partial<Record<F, boolean>>;
  /** Fields to check now (those on screen); default all. */
  active?: readonly F[];
  /** Checks the rules cannot say (a confirmation equal to the password, a limit read from the API): a message per failing field. */
  validate?: (values: Record<F, string>) => Partial<Record<F, TFieldMessage | null | undefined>>;
  /** Rule names of fields the descriptor does not list (a confirmation, a field of another call). */
  rules?: Partial<Record<F, TFieldRuleName>>;
}

export interface TFieldProps {
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: string | undefined;
  maxLength?: number;
  inputMode?: TFieldRule['inputMode'];
}

type TErrors<F extends string> = Partial<Record<F, TFieldMessage>>;

/**
 * An API refusal's messages for the form's fields (`names`): each issue of VALIDATION_FAILED and
 * of a rule's code on its field (the rule's i18n key when it has one, else the API's text), a
 * code the descriptor ties to a field (`fieldErrors`) and a service's `value.field` with the
 * error's translated message. Empty when the refusal is about no field of the form.
 */
export function serverFieldErrors(endpoint: TEndpoint, e: unknown, names: readonly string[]): Record<string, TFieldMessage> {
  const out: Record<string, TFieldMessage> = {};
  if (!isApiError(e)) return out;
  for (const issue of validationIssuesOf(e)) {
    // The first segment that names a field of the form: 'username', or 'data.username' in a wrapped body.
    const name = issue.path.split('.').find((segment) => names.includes(segment));
    if (!name || out[name]) continue;
    out[name] = issue.key ? { key: issue.key } : { text: issue.message };
  }
  const tied = (endpoint.fieldErrors as Record<string, string> | undefined)?.[e.code];
  const named = (e.value as { field?: unknown } | null)?.field;
  for (const field of [tied, typeof named === 'string' ? named : undefined]) {
    if (field && names.includes(field) && !out[field]) out[field] = { text: e.message };
  }
  return out;
}

/** The descriptor's field specs by name (empty when it lists none). */
function specsOf(endpoint: TEndpoint): Readonly<Record<string, TFieldSpec>> {
  return endpoint.fields ?? {};
}

export function useForm<F extends string>(endpoint: TEndpoint, options: TUseFormOptions<F>) {
  const i18n = useI18n();
  const [values, setValues] = useState<Record<F, string>>(options.initial);
  const [errors, setErrors] = useState<TErrors<F>>({});
  const [formError, setFormErrorState] = useState<TFieldMessage | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const specs = specsOf(endpoint);

  const translate = useCallback(
    (m: TFieldMessage | null | undefined): string | undefined => {
      if (!m) return undefined;
      if ('text' in m) return m.text;
      return i18n.t(m.key, { ns: m.ns ?? PLATFORM_NS, ...m.options });
    },
    [i18n],
  );

  const ruleOf = useCallback(
    (name: F): TFieldRuleName | undefined => latest.current.rules?.[name] ?? (specs[name]?.rule as TFieldRuleName | undefined),
    [specs],
  );

  /** The client's verdict on every active field: the rules first, then the form's own checks. */
  const findErrors = useCallback(
    (current: Record<F, string>): TErrors<F> => {
      const o = latest.current;
      const names = o.active ?? (Object.keys(o.initial) as F[]);
      const found: TErrors<F> = {};
      for (const name of names) {
        const rule = ruleOf(name);
        const required = o.required?.[name] ?? specs[name]?.required ?? false;
        const value = current[name] ?? '';
        if (rule) {
          const key = checkField(rule, value, { required });
          if (key) found[name] = { key };
        } else if (required && value.trim() === '') found[name] = { key: 'error.fieldRequired' };
      }
      const extra: Partial<Record<F, TFieldMessage | null | undefined>> = o.validate?.(current) ?? {};
      for (const name of names) {
        const m = extra[name];
        if (m && !found[name]) found[name] = m;
      }
      return found;
    },
    [ruleOf, specs],
  );

  const focusFirstInvalid = useCallback(() => {
    // After the render that marks the fields: the next frame (jsdom and browsers alike).
    setTimeout(() => {
      const el = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      el?.focus({ preventScroll: true });
      el?.scrollIntoView?.({ block: 'center' });
    }, 0);
  }, []);

  /** Runs the client checks: marks the failing fields, focuses the first; true when all pass. */
  const check = useCallback((): boolean => {
    const found = findErrors(values);
    setErrors(found);
    setFormErrorState(null);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return false;
    }
    return true;
  }, [findErrors, focusFirstInvalid, values]);

  /**
   * Puts an API refusal where it belongs: its issues on their fields (body paths), a field-coded
   * error on its field, anything else above the form. An aborted call shows nothing.
   */
  const showError = useCallback(
    (e: unknown) => {
      if (isAbortedCall(e)) return;
      if (!isApiError(e)) {
        setFormErrorState({ key: 'error.unknown' });
        return;
      }
      const next = serverFieldErrors(endpoint, e, Object.keys(latest.current.initial)) as TErrors<F>;
      if (Object.keys(next).length > 0) {
        setErrors(next);
        focusFirstInvalid();
      } else setFormErrorState({ text: e.message });
    },
    [endpoint, focusFirstInvalid],
  );

  /**
   * The submit handler: checks, then `send(values)`; a refusal is shown (showError) and undefined
   * comes back, a success resolves send's answer.
   */
  const submit = useCallback(
    async <T>(send: (values: Record<F, string>) => Promise<T>, event?: FormEvent): Promise<T | undefined> => {
      event?.preventDefault();
      if (!check()) return undefined;
      try {
        return await send(values);
      } catch (e) {
        showError(e);
        return undefined;
      }
    },
    [check, showError, values],
  );

  const set = useCallback((name: F, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((prev) => (prev[name] ? { ...prev, [name]: undefined } : prev));
  }, []);

  const field = useCallback(
    (name: F): TFieldProps => {
      const rule = ruleOf(name);
      const r: TFieldRule | undefined = rule ? FIELD_RULES[rule] : undefined;
      return {
        name,
        value: values[name] ?? '',
        onChange: (event) => set(name, event.target.value),
        error: translate(errors[name]),
        ...(r ? { maxLength: r.maxLength } : {}),
        ...(r?.inputMode ? { inputMode: r.inputMode } : {}),
      };
    },
    [errors, ruleOf, set, translate, values],
  );

  const translatedErrors = useMemo(() => {
    const out: Partial<Record<F, string>> = {};
    for (const [name, m] of Object.entries(errors) as [F, TFieldMessage | undefined][]) if (m) out[name] = translate(m);
    return out;
  }, [errors, translate]);

  return {
    values,
    set,
    /** Props for a ui-kit field: name, value, onChange, error (translated), maxLength and inputMode from its rule. */
    field,
    /** Each failing field's message in the current language. */
    errors: translatedErrors,
    /** A refusal not about one field, in the current language (null when none). */
    formError: translate(formError) ?? null,
    setError: (name: F, message: TFieldMessage | null) => setErrors((prev) => ({ ...prev, [name]: message ?? undefined })),
    setFormError: (message: TFieldMessage | null) => setFormErrorState(message),
    setValues,
    check,
    showError,
    submit,
    reset: () => {
      setValues(latest.current.initial);
      setErrors({});
      setFormErrorState(null);
    },
    /** Attach to the <form>: the first invalid field is focused in it. */
    formRef: formRef as RefObject<HTMLFormElement | null>,
  };
}

export type TForm<F extends string> = ReturnType<typeof useForm<F>>;
