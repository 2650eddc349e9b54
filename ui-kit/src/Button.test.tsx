import { createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Button, IconButton } from './Button';

describe('Button', () => {
  it('is a non-submitting button that reports clicks', () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading: disabled, aria-busy, shows a spinner and ignores clicks', () => {
    const onClick = jest.fn();
    const { rerender } = render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.tk-spinner')).not.toBeNull();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(<Button onClick={onClick}>Save</Button>);
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.querySelector('.tk-spinner')).toBeNull();
  });

  it('applies variant, size and the caller class, and forwards the ref', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} variant="danger" size="lg" className="extra">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(ref.current).toBe(button);
    expect(button.className).toBe('tk-button tk-button--danger tk-button--lg extra');
  });
});

describe('IconButton', () => {
  it('is named by its label, not by the icon', () => {
    render(
      <IconButton label="Refresh balance">
        <svg />
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Refresh balance' }).classList.contains('tk-icon-button')).toBe(true);
  });
});
