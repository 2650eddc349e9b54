import { fireEvent, render, screen } from '@testing-library/react';
import { createContext, forwardRef, memo, useContext, useState, type ReactNode } from 'react';
import { useT, useWallet } from '../platform';
import { rendersDuring } from './renderCount';
import { renderWithPlatform } from './renderWithPlatform';

const Count = createContext(0);

function Consumer() {
  return <span>{useContext(Count)}</span>;
}
function Static() {
  return <span>static</span>;
}
// Memoised, so the provider's re-render does not reach it; only its consumer below does.
const Section = memo(function Section({ children }: { children?: ReactNode }) {
  return <div>{children}</div>;
});
const RefConsumer = forwardRef<HTMLSpanElement>(function RefConsumer(_props, ref) {
  return <span ref={ref}>{useContext(Count)}</span>;
});
const Named = memo(function Inner() {
  return <span>{useContext(Count)}</span>;
});
Named.displayName = 'NamedMemo';

let bump: () => void = () => {};
function Provider({ children }: { children: ReactNode }) {
  const [n, setN] = useState(0);
  bump = () => setN((x) => x + 1);
  return <Count.Provider value={n}>{children}</Count.Provider>;
}

function Tree() {
  return (
    <Provider>
      <Section>
        <Static />
        <Consumer />
        <RefConsumer />
        <Named />
      </Section>
      <Section>
        <Static />
      </Section>
    </Provider>
  );
}

describe('rendersDuring', () => {
  test('a context change re-renders exactly the provider and the consumers, not the memoised sections or static leaves', async () => {
    render(<Tree />);
    expect(await rendersDuring(() => bump())).toEqual(['Provider', 'Consumer', 'RefConsumer', 'NamedMemo']);
    // Again: the components that rendered in the last commit are not counted from stale flags.
    expect(await rendersDuring(() => bump())).toEqual(['Provider', 'Consumer', 'RefConsumer', 'NamedMemo']);
  });

  test('a subtree that bailed out is not counted from the flags of its last render', async () => {
    function Toggle() {
      const [on, setOn] = useState(false);
      return (
        <button type="button" onClick={() => setOn((v) => !v)}>
          {String(on)}
        </button>
      );
    }
    render(<Tree />);
    await rendersDuring(() => bump());
    render(<Toggle />);
    // Only Toggle renders: Tree's consumers rendered in an earlier commit and keep its flags.
    expect(await rendersDuring(() => void fireEvent.click(screen.getByRole('button')))).toEqual(['Toggle']);
  });

  test('mounted components count, with memo and forwardRef names', async () => {
    function Host() {
      const [shown, setShown] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setShown(true)}>
            show
          </button>
          {shown && <Tree />}
        </>
      );
    }
    render(<Host />);
    expect(await rendersDuring(() => void fireEvent.click(screen.getByRole('button')))).toEqual([
      'Host',
      'Tree',
      'Provider',
      'Section',
      'Static',
      'Consumer',
      'RefConsumer',
      'NamedMemo',
      'Section',
      'Static',
    ]);
  });

  test('nothing rendered, nothing listed', async () => {
    render(<Tree />);
    expect(await rendersDuring(() => {})).toEqual([]);
  });
});

describe('renderWithPlatform: setPlatform', () => {
  function Balance() {
    return <output>{useWallet().sumBalance}</output>;
  }
  function Label() {
    return <span>{useT('home')('title')}</span>;
  }
  const Labels = memo(function Labels() {
    return <Label />;
  });

  test('a wallet change re-renders the provider and then only what reads useWallet(); the calls record stays', async () => {
    const { platform, setPlatform, container } = renderWithPlatform(
      <>
        <Balance />
        <Labels />
      </>,
      { role: 'member', wallet: { sumBalance: '10.00' } },
    );
    expect(await rendersDuring(() => setPlatform({ wallet: { ...platform.wallet, sumBalance: '1234.00' } }))).toEqual(['PlatformProvider', 'Balance']);
    expect(container.querySelector('output')?.textContent).toBe('1234.00');
    platform.wallet.refresh();
    expect(platform.calls.walletRefresh).toBe(1);
  });
});
