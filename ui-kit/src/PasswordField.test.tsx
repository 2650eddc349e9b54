import { fireEvent, render, screen } from '@testing-library/react';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, and says so with aria-pressed', () => {
    const onVisibleChange = jest.fn();
    render(<PasswordField label="Password" name="password" toggleLabel="Show password" onVisibleChange={onVisibleChange} />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input.type).toBe('password');
    expect(input.name).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(input.id);

    fireEvent.click(toggle);
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(onVisibleChange).toHaveBeenLastCalledWith(true);

    fireEvent.click(toggle);
    expect(input.type).toBe('password');
    expect(onVisibleChange).toHaveBeenLastCalledWith(false);
  });

  it('pressing the toggle does not submit the form', () => {
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <PasswordField label="Password" toggleLabel="Show password" />
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the error contract of TextField', () => {
    render(<PasswordField label="Password" toggleLabel="Show password" error="Password format is incorrect" defaultVisible />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('text');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent).toBe('Password format is incorrect');
  });
});
