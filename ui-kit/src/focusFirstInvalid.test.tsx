import { useRef, useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Checkbox } from './Checkbox';
import { focusFirstInvalid, useFocusFirstInvalid } from './focusFirstInvalid';
import { Form } from './Form';
import { SubmitBar } from './SubmitBar';
import { TextField } from './TextField';

type TErrors = Partial<Record<'username' | 'password' | 'agree', string>>;

function LoginForm({ validate }: { validate: () => TErrors }) {
  const ref = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<TErrors>({});
  const focusInvalid = useFocusFirstInvalid(ref);
  return (
    <Form
      ref={ref}
      aria-label="Log in"
      onSubmit={(e) => {
        e.preventDefault();
        const next = validate();
        setErrors(next);
        if (Object.keys(next).length > 0) focusInvalid();
      }}
    >
      <TextField label="Username" name="username" error={errors.username} />
      <TextField label="Password" name="password" error={errors.password} />
      <Checkbox label="I agree" error={errors.agree} />
      <SubmitBar label="Log in" />
    </Form>
  );
}

describe('focusFirstInvalid', () => {
  it('focuses the first invalid control in document order and returns it', () => {
    render(
      <form aria-label="f">
        <input aria-label="a" />
        <input aria-label="b" aria-invalid="true" />
        <input aria-label="c" aria-invalid="true" />
      </form>,
    );
    const el = focusFirstInvalid(screen.getByRole('form'));
    expect(el).toBe(screen.getByLabelText('b'));
    expect(document.activeElement).toBe(el);
  });

  it('returns null and leaves focus alone when nothing is invalid', () => {
    render(
      <form aria-label="f">
        <input aria-label="a" />
      </form>,
    );
    expect(focusFirstInvalid(screen.getByRole('form'))).toBeNull();
    expect(focusFirstInvalid(null)).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });
});

describe('useFocusFirstInvalid', () => {
  it('on submit, focuses the first field the new errors mark invalid (after they render)', () => {
    render(<LoginForm validate={() => ({ password: 'Password format is incorrect', agree: 'Please accept' })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  });

  it('a valid submit moves nothing', () => {
    render(<LoginForm validate={() => ({})} />);
    const button = screen.getByRole('button', { name: 'Log in' });
    button.focus();
    fireEvent.click(button);
    expect(document.activeElement).toBe(button);
  });

  it('Form turns off the browser bubbles: the spec messages show instead', () => {
    render(<LoginForm validate={() => ({})} />);
    expect((screen.getByRole('form') as HTMLFormElement).noValidate).toBe(true);
  });
});
