import { fireEvent, render, screen } from '@testing-library/react';
import { CodeField } from './CodeField';

describe('CodeField', () => {
  it('SMS: a numeric input with a send button that is blocked while counting', () => {
    const onSend = jest.fn();
    const { rerender } = render(<CodeField label="SMS code" name="messageCode" maxLength={10} sendLabel="Get code" onSend={onSend} />);
    const input = screen.getByLabelText('SMS code') as HTMLInputElement;
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.maxLength).toBe(10);
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(onSend).toHaveBeenCalledTimes(1);

    rerender(<CodeField label="SMS code" name="messageCode" sendLabel="59 s" sendDisabled onSend={onSend} />);
    const counting = screen.getByRole('button', { name: '59 s' }) as HTMLButtonElement;
    expect(counting.disabled).toBe(true);
    fireEvent.click(counting);
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('captcha: the image, and a refresh button that ignores presses while refreshing but keeps focus', () => {
    const onRefresh = jest.fn();
    const { rerender } = render(
      <CodeField label="Captcha" captchaSrc="data:image/png;base64,AA" captchaAlt="Captcha image" refreshLabel="New image" onRefresh={onRefresh} />,
    );
    expect(screen.getByRole('img', { name: 'Captcha image' }).getAttribute('src')).toBe('data:image/png;base64,AA');
    const refresh = screen.getByRole('button', { name: 'New image' }) as HTMLButtonElement;
    fireEvent.click(refresh);
    expect(onRefresh).toHaveBeenCalledTimes(1);

    refresh.focus();
    rerender(<CodeField label="Captcha" captchaSrc="" captchaAlt="Captcha image" refreshLabel="New image" onRefresh={onRefresh} refreshing />);
    expect(refresh.disabled).toBe(false);
    expect(document.activeElement).toBe(refresh);
    fireEvent.click(refresh);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    // No image yet: a placeholder of the same size holds the place.
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.querySelector('.tk-code__image.tk-skeleton')).not.toBeNull();
  });

  it('without a side action it is a plain numeric field', () => {
    render(<CodeField label="Code" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByLabelText('Code').getAttribute('inputmode')).toBe('numeric');
  });
});
