import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Focuses the first control in `form` (document order) marked aria-invalid="true" and brings it
 * into view. Returns it, or null when nothing is invalid. Call it after the errors have rendered;
 * `useFocusFirstInvalid` does the waiting for you.
 */
export function focusFirstInvalid(form: ParentNode | null | undefined): HTMLElement | null {
  const el = form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? null;
  if (!el) return null;
  el.focus({ preventScroll: true });
  // Centred, so the label above and the message under it are both on screen; jsdom lacks the method.
  el.scrollIntoView?.({ block: 'center' });
  return el;
}

/**
 * "The first invalid field focused on submit" (DESIGN.md). Returns a function to call in the
 * submit handler next to setting the errors; the focus moves once that render has committed.
 *
 *   const focusInvalid = useFocusFirstInvalid(formRef);
 *   const onSubmit = (e) => { e.preventDefault(); const errs = validate(); setErrors(errs); if (hasAny(errs)) focusInvalid(); };
 */
export function useFocusFirstInvalid(formRef: RefObject<ParentNode | null>): () => void {
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request > 0) focusFirstInvalid(formRef.current);
  }, [request, formRef]);
  return useCallback(() => setRequest((n) => n + 1), []);
}
