import { act, fireEvent, render, screen } from '@testing-library/react';
import { TIMING_MS } from '@tessera/contract';
import { requestDialogTurn } from '@tessera/ui-kit';
import { initI18n } from '../i18n';
import { en } from '../i18n/locales/en';
import { dialogs, loading } from '../platform/services';
import { useUiStore } from '../stores/ui';
import { LoadingOverlay } from './LoadingOverlay';
import { Dialogs } from './Overlays';

beforeAll(() => initI18n());
beforeEach(() => useUiStore.setState({ dialogs: [], loading: { count: 0, message: null } }));

const base = { title: 'Confirm withdrawal', message: 'Enter your payment password', label: 'Payment password' };

describe('dialog.prompt (spec §5 modes)', () => {
  it('an accessible dialog: named by its title, the input labelled and focused; Enter answers the text', async () => {
    render(<Dialogs />);
    let answer: Promise<string | null> = Promise.resolve(null);
    act(() => {
      answer = dialogs.prompt({ ...base, mode: 'plainText', label: 'Nickname', title: 'Change nickname', message: '' });
    });
    const dialog = screen.getByRole('dialog', { name: 'Change nickname' });
    const input = screen.getByLabelText('Nickname') as HTMLInputElement;
    expect(dialog.contains(input)).toBe(true);
    expect(document.activeElement).toBe(input);
    expect(input.type).toBe('text');
    fireEvent.change(input, { target: { value: 'Lucky' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await expect(answer).resolves.toBe('Lucky');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('secureText and loginPassword are masked, with a show/hide toggle; autocomplete only for the login password', () => {
    render(<Dialogs />);
    act(() => void dialogs.prompt({ ...base, mode: 'secureText', inputMode: 'numeric', maxLength: 6 }));
    let input = screen.getByLabelText(base.label) as HTMLInputElement;
    expect(input.type).toBe('password');
    expect(input.autocomplete).toBe('off');
    expect(input.inputMode).toBe('numeric');
    expect(input.maxLength).toBe(6);
    const toggle = screen.getByRole('button', { name: en.dialog.show });
    fireEvent.click(toggle);
    expect(input.type).toBe('text');
    expect(screen.getByRole('button', { name: en.dialog.hide }).getAttribute('aria-pressed')).toBe('true');
    act(() => useUiStore.getState().closeDialog(useUiStore.getState().dialogs[0]!.id, null));
    act(() => void dialogs.prompt({ ...base, mode: 'loginPassword', label: 'Password' }));
    input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    expect(input.autocomplete).toBe('current-password');
  });

  it('Escape and Cancel answer null', async () => {
    render(<Dialogs />);
    let answer: Promise<string | null> = Promise.resolve('x');
    act(() => {
      answer = dialogs.prompt({ ...base, mode: 'secureText' });
    });
    fireEvent.change(screen.getByLabelText(base.label), { target: { value: '123456' } });
    fireEvent.keyDown(screen.getByLabelText(base.label), { key: 'Escape' });
    await expect(answer).resolves.toBeNull();
    act(() => {
      answer = dialogs.prompt({ ...base, mode: 'secureText' });
    });
    fireEvent.click(screen.getByRole('button', { name: en.dialog.cancel }));
    await expect(answer).resolves.toBeNull();
  });

  it('confirm waits for a value; validate keeps the dialog open with its message tied to the input', async () => {
    render(<Dialogs />);
    let answer: Promise<string | null> = Promise.resolve(null);
    act(() => {
      answer = dialogs.prompt({ ...base, mode: 'secureText', confirmLabel: 'Withdraw', validate: (v) => (/^\d{6}$/.test(v) ? null : '6 digits') });
    });
    const confirm = screen.getByRole('button', { name: 'Withdraw' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    const input = screen.getByLabelText(base.label);
    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.click(confirm);
    expect(screen.getByRole('alert').textContent).toBe('6 digits');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    fireEvent.change(input, { target: { value: '123456' } });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(confirm);
    await expect(answer).resolves.toBe('123456');
  });
});

describe('loading overlay', () => {
  it('blocks the page while shown: role status text, the main content busy and inert; show/hide nest', () => {
    render(
      <>
        <main id="main">
          <button type="button">behind</button>
        </main>
        <LoadingOverlay />
      </>,
    );
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    act(() => loading.show());
    act(() => loading.show('Saving'));
    expect(screen.getByRole('status').textContent).toBe('Saving');
    const main = document.getElementById('main') as HTMLElement;
    expect(main.getAttribute('aria-busy')).toBe('true');
    expect(main.hasAttribute('inert')).toBe(true);
    act(() => loading.hide());
    expect(screen.getByTestId('loading-overlay')).toBeTruthy();
    act(() => loading.hide());
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    expect(main.hasAttribute('inert')).toBe(false);
  });

  it("says 'please wait' by default and never stays longer than TIMING_MS.loadingMax", () => {
    jest.useFakeTimers();
    try {
      render(<LoadingOverlay />);
      act(() => loading.show());
      expect(screen.getByRole('status').textContent).toBe(en.toast.pleaseWait);
      act(() => void jest.advanceTimersByTime(TIMING_MS.loadingMax - 1));
      expect(screen.getByTestId('loading-overlay')).toBeTruthy();
      act(() => void jest.advanceTimersByTime(1));
      expect(screen.queryByTestId('loading-overlay')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('dialog turns', () => {
  it('a platform dialog waits while a blocking prompt has the turn, then shows', async () => {
    let release = () => {};
    act(() => {
      release = requestDialogTurn('agent.contractPrompt', 'blocking');
    });
    render(<Dialogs />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = dialogs.confirm({ title: 'Sign out?', message: 'You will be signed out' });
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => release());
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
  });
});
