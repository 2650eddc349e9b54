import { fireEvent, render, screen } from '@testing-library/react';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is a native checkbox named by its label; the label toggles it', () => {
    const onChange = jest.fn();
    render(<Checkbox label="Remember me" name="remember" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement;
    expect(box.name).toBe('remember');
    expect(box.checked).toBe(false);
    fireEvent.click(screen.getByText('Remember me'));
    expect(box.checked).toBe(true);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('holds a link in its label', () => {
    render(
      <Checkbox
        label={
          <>
            I agree to the <a href="/terms">terms</a>
          </>
        }
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'I agree to the terms' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'terms' }).getAttribute('href')).toBe('/terms');
  });

  it('when invalid: aria-invalid and its message by aria-describedby', () => {
    render(<Checkbox label="I agree" error="Please accept the agreement" />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)!.textContent).toBe('Please accept the agreement');
  });
});
