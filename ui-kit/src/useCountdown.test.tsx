import { act, fireEvent, render, screen } from '@testing-library/react';
import { useCountdown } from './useCountdown';

function Probe() {
  const c = useCountdown(500);
  return (
    <>
      <span data-testid="state">{`${c.seconds}/${c.running}`}</span>
      <button type="button" onClick={() => c.start(60_000)}>
        start
      </button>
      <button type="button" onClick={c.stop}>
        stop
      </button>
    </>
  );
}
const state = () => screen.getByTestId('state').textContent;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useCountdown', () => {
  it('counts whole seconds down from the start and ends by itself', () => {
    render(<Probe />);
    expect(state()).toBe('0/false');
    fireEvent.click(screen.getByText('start'));
    expect(state()).toBe('60/true');
    act(() => jest.advanceTimersByTime(500));
    expect(state()).toBe('60/true');
    act(() => jest.advanceTimersByTime(500));
    expect(state()).toBe('59/true');
    act(() => jest.advanceTimersByTime(58_500));
    expect(state()).toBe('1/true');
    act(() => jest.advanceTimersByTime(500));
    expect(state()).toBe('0/false');
  });

  it('follows the clock, not the number of ticks (a sleeping phone ends on time)', () => {
    render(<Probe />);
    fireEvent.click(screen.getByText('start'));
    // The clock jumps 30 s while no tick ran; the next tick shows the truth.
    act(() => {
      jest.setSystemTime(Date.now() + 30_000);
      jest.advanceTimersByTime(500);
    });
    expect(state()).toBe('30/true');
  });

  it('stops on demand and restarts from the full duration', () => {
    render(<Probe />);
    fireEvent.click(screen.getByText('start'));
    act(() => jest.advanceTimersByTime(10_000));
    fireEvent.click(screen.getByText('stop'));
    expect(state()).toBe('0/false');
    fireEvent.click(screen.getByText('start'));
    expect(state()).toBe('60/true');
  });
});
