import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Dialog } from './Dialog';
import { currentDialogTurn, requestDialogTurn, useDialogTurn, type TDialogPriority } from './dialogQueue';

function Queued({ id, priority, initiallyOpen = true }: { id: string; priority: TDialogPriority; initiallyOpen?: boolean }) {
  const [wants, setWants] = useState(initiallyOpen);
  const mine = useDialogTurn(id, priority, wants);
  return (
    <>
      <button type="button" onClick={() => setWants(true)}>
        {`ask ${id}`}
      </button>
      <Dialog open={mine} title={id} onClose={() => setWants(false)} closeLabel={`close ${id}`}>
        <button type="button" onClick={() => setWants(false)}>{`ok ${id}`}</button>
      </Dialog>
    </>
  );
}

const shown = () => screen.queryAllByRole('dialog').map((d) => d.getAttribute('aria-labelledby') && d.querySelector('h2')?.textContent);

afterEach(() => {
  // Nothing may stay queued between tests.
  expect(currentDialogTurn()).toBeNull();
});

describe('useDialogTurn', () => {
  it('shows one dialog at a time, the most important first, then the next', () => {
    const { unmount } = render(
      <>
        <Queued id="welcome" priority="marketing" />
        <Queued id="contract" priority="blocking" />
        <Queued id="security" priority="account" />
      </>,
    );
    expect(shown()).toEqual(['contract']);
    fireEvent.click(screen.getByRole('button', { name: 'ok contract' }));
    expect(shown()).toEqual(['security']);
    fireEvent.click(screen.getByRole('button', { name: 'ok security' }));
    expect(shown()).toEqual(['welcome']);
    fireEvent.click(screen.getByRole('button', { name: 'ok welcome' }));
    expect(shown()).toEqual([]);
    unmount();
  });

  it('equal priorities go in the order they asked', () => {
    const { unmount } = render(
      <>
        <Queued id="first" priority="marketing" initiallyOpen={false} />
        <Queued id="second" priority="marketing" initiallyOpen={false} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'ask second' }));
    fireEvent.click(screen.getByRole('button', { name: 'ask first' }));
    expect(shown()).toEqual(['second']);
    fireEvent.click(screen.getByRole('button', { name: 'ok second' }));
    expect(shown()).toEqual(['first']);
    fireEvent.click(screen.getByRole('button', { name: 'ok first' }));
    unmount();
  });

  it('a more important dialog that asks later takes the turn; the other comes back after it', () => {
    const { unmount } = render(
      <>
        <Queued id="welcome" priority="marketing" />
        <Queued id="check" priority="blocking" initiallyOpen={false} />
      </>,
    );
    expect(shown()).toEqual(['welcome']);
    fireEvent.click(screen.getByRole('button', { name: 'ask check' }));
    expect(shown()).toEqual(['check']);
    fireEvent.click(screen.getByRole('button', { name: 'ok check' }));
    expect(shown()).toEqual(['welcome']);
    fireEvent.click(screen.getByRole('button', { name: 'close welcome' }));
    unmount();
  });

  it('a less important dialog waits for the one showing', () => {
    const { unmount } = render(
      <>
        <Queued id="contract" priority="blocking" />
        <Queued id="welcome" priority="marketing" initiallyOpen={false} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'ask welcome' }));
    expect(shown()).toEqual(['contract']);
    fireEvent.click(screen.getByRole('button', { name: 'ok contract' }));
    expect(shown()).toEqual(['welcome']);
    fireEvent.click(screen.getByRole('button', { name: 'ok welcome' }));
    unmount();
  });

  it('an unmounted dialog gives its turn up', () => {
    function Page({ withContract }: { withContract: boolean }) {
      return (
        <>
          {withContract && <Queued id="contract" priority="blocking" />}
          <Queued id="welcome" priority="marketing" />
        </>
      );
    }
    const { rerender, unmount } = render(<Page withContract />);
    expect(shown()).toEqual(['contract']);
    rerender(<Page withContract={false} />);
    expect(shown()).toEqual(['welcome']);
    unmount();
  });

  it('takes turns with callers outside React (another remote, a numeric priority)', () => {
    let release = () => {};
    act(() => {
      release = requestDialogTurn('elsewhere', 250);
    });
    const { unmount } = render(<Queued id="security" priority="account" />);
    expect(shown()).toEqual([]);
    expect(currentDialogTurn()).toBe('elsewhere');
    act(() => release());
    expect(shown()).toEqual(['security']);
    unmount();
  });

  it('the queue lives on globalThis, so a second copy of the kit shares it', () => {
    const release = requestDialogTurn('copy', 'account');
    const g = globalThis as unknown as { __tesseraDialogQueue: { entries: { id: string }[] } };
    expect(g.__tesseraDialogQueue.entries.map((e) => e.id)).toEqual(['copy']);
    release();
  });
});

/** A dialog the player opens with a tap: a plain Dialog, no turn asked. */
function Tapped() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open tapped
      </button>
      <Dialog open={open} title="tapped" onClose={() => setOpen(false)} closeLabel="close tapped">
        <button type="button" onClick={() => setOpen(false)}>
          ok tapped
        </button>
      </Dialog>
    </>
  );
}

describe('a dialog opened by a tap', () => {
  it('holds the queue while open: a marketing popup that becomes due waits until it closes', () => {
    const { unmount } = render(
      <>
        <Tapped />
        <Queued id="welcome" priority="marketing" initiallyOpen={false} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'open tapped' }));
    expect(currentDialogTurn()).toMatch(/^tapped:/);
    act(() => screen.getByRole('button', { name: 'ask welcome' }).click());
    expect(shown()).toEqual(['tapped']);
    fireEvent.click(screen.getByRole('button', { name: 'ok tapped' }));
    expect(shown()).toEqual(['welcome']);
    fireEvent.click(screen.getByRole('button', { name: 'ok welcome' }));
    unmount();
  });

  it('an account or blocking dialog still shows over it, and it stays open underneath', () => {
    const { unmount } = render(
      <>
        <Tapped />
        <Queued id="confirm" priority="account" initiallyOpen={false} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'open tapped' }));
    act(() => screen.getByRole('button', { name: 'ask confirm' }).click());
    expect(shown()).toEqual(['tapped', 'confirm']);
    fireEvent.click(screen.getByRole('button', { name: 'ok confirm' }));
    expect(shown()).toEqual(['tapped']);
    fireEvent.click(screen.getByRole('button', { name: 'ok tapped' }));
    unmount();
  });

  it('a dialog that opened on its turn holds nothing more (it cannot wait on itself)', () => {
    const { unmount } = render(<Queued id="welcome" priority="marketing" />);
    expect(shown()).toEqual(['welcome']);
    expect(currentDialogTurn()).toBe('welcome');
    const g = globalThis as unknown as { __tesseraDialogQueue: { entries: { id: string }[] } };
    expect(g.__tesseraDialogQueue.entries.map((e) => e.id)).toEqual(['welcome']);
    fireEvent.click(screen.getByRole('button', { name: 'ok welcome' }));
    unmount();
  });
});
