import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ConfirmDialog, Dialog } from './Dialog';

function Harness({ dismissible, closable = true }: { dismissible?: boolean; closable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        title="Download"
        onClose={closable ? () => setOpen(false) : undefined}
        dismissible={dismissible}
        actions={<button type="button">Last</button>}
      >
        <input aria-label="First" />
        <button type="button" disabled>
          Disabled
        </button>
        <button type="button">Middle</button>
      </Dialog>
    </>
  );
}

function openHarness(props: Parameters<typeof Harness>[0] = {}) {
  render(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  act(() => opener.focus());
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Download' }) };
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog in a portal on body, named by its title, focusing its first control', () => {
    const { dialog } = openHarness();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.parentElement?.parentElement).toBe(document.body);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'First' }));
    expect(document.body.classList.contains('tk-scroll-lock')).toBe(true);
  });

  it('keeps Tab and Shift+Tab inside', () => {
    openHarness();
    const first = screen.getByRole('textbox', { name: 'First' });
    const last = screen.getByRole('button', { name: 'Last' });

    act(() => last.focus());
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);

    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);

    // In the middle the browser's own Tab order applies: the trap does not interfere.
    const middle = screen.getByRole('button', { name: 'Middle' });
    act(() => middle.focus());
    const event = fireEvent.keyDown(middle, { key: 'Tab' });
    expect(event).toBe(true);
    expect(document.activeElement).toBe(middle);
  });

  it('closes on Escape and gives focus back to the opener', () => {
    const { opener } = openHarness();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.classList.contains('tk-scroll-lock')).toBe(false);
  });

  it('ignores Escape without onClose', () => {
    openHarness({ closable: false });
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('closes on a backdrop tap only when dismissible', () => {
    openHarness({ dismissible: false });
    const backdrop = document.querySelector('.tk-dialog-backdrop') as HTMLElement;
    fireEvent.click(backdrop);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('closes on a backdrop tap by default', () => {
    openHarness();
    fireEvent.click(document.querySelector('.tk-dialog-backdrop') as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a close button only when given a label', () => {
    const onClose = jest.fn();
    const { rerender } = render(<Dialog open title="Notice" onClose={onClose} />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<Dialog open title="Notice" onClose={onClose} closeLabel="Close" />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('ConfirmDialog', () => {
  it('asks with cancel first (focused) and confirm, as an alertdialog described by the message', () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(
      <ConfirmDialog open title="Prompt" message="Sure to log out?" confirmLabel="Submit" cancelLabel="Cancel" onConfirm={onConfirm} onCancel={onCancel} />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Prompt' });
    const described = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Sure to log out?');
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(document.activeElement).toBe(cancel);

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(cancel);
    fireEvent.keyDown(cancel, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('in alert mode shows only the confirm button, and Escape confirms', () => {
    const onConfirm = jest.fn();
    render(<ConfirmDialog open alert title="Notice" message="Please use Safari." confirmLabel="OK" onConfirm={onConfirm} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['OK']);
    fireEvent.keyDown(screen.getByRole('button', { name: 'OK' }), { key: 'Escape' });
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('while loading blocks both buttons and Escape', () => {
    const onCancel = jest.fn();
    render(<ConfirmDialog open loading title="Prompt" message="m" confirmLabel="Submit" cancelLabel="Cancel" onConfirm={jest.fn()} onCancel={onCancel} />);
    const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(submit.getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
  });
});
