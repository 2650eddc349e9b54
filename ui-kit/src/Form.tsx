import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';

export type FormProps = ComponentPropsWithRef<'form'>;

/**
 * One column of fields, evenly spaced (DESIGN.md: Forms). `noValidate` by default: the spec's
 * messages show under the fields, not the browser's bubbles.
 */
export function Form({ className, noValidate = true, ...rest }: FormProps) {
  return <form {...rest} noValidate={noValidate} className={cx('tk-form', className)} />;
}
