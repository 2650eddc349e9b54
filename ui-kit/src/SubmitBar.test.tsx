import { fireEvent, render, screen } from '@testing-library/react';
import { SubmitBar } from './SubmitBar';

function renderInForm(ui: React.ReactElement) {
  const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
  render(<form onSubmit={onSubmit}>{ui}</form>);
  return onSubmit;
}

describe('SubmitBar', () => {
  it('a full-width submit button that submits the form', () => {
    const onSubmit = renderInForm(<SubmitBar label="Log in" />);
    const button = screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement;
    expect(button.type).toBe('submit');
    expect(button.classList.contains('tk-button--block')).toBe(true);
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while busy: spinner, aria-busy, and no second submit', () => {
    const onSubmit = renderInForm(<SubmitBar label="Log in" busy />);
    const button = screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.tk-spinner')).not.toBeNull();
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a secondary action that does not submit', () => {
    const onSecondary = jest.fn();
    const onSubmit = renderInForm(<SubmitBar label="Register" secondaryLabel="Reset" onSecondary={onSecondary} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onSecondary).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits a form it sits outside of, by id', () => {
    render(
      <>
        <form id="withdraw" />
        <SubmitBar label="Withdraw" form="withdraw" sticky />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Withdraw' });
    expect(button.getAttribute('form')).toBe('withdraw');
    expect(button.parentElement!.classList.contains('tk-submit-bar--sticky')).toBe(true);
  });
});
