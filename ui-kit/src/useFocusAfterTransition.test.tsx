import { act, render, screen } from '@testing-library/react';
import { TIMING_MS } from '@tessera/contract';
import { useRef } from 'react';
import { useFocusAfterTransition } from './useFocusAfterTransition';

function Form() {
  const ref = useRef<HTMLFormElement>(null);
  useFocusAfterTransition(ref);
  return (
    <form ref={ref}>
      <input type="hidden" name="h" />
      <input aria-label="Username" />
      <button type="button">Other</button>
    </form>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the first field is focused 500 ms after the page opens (spec §9), not before', () => {
  render(<Form />);
  act(() => void jest.advanceTimersByTime(TIMING_MS.inputFocusDelay - 1));
  expect(document.activeElement).toBe(document.body);
  act(() => void jest.advanceTimersByTime(1));
  expect(document.activeElement).toBe(screen.getByLabelText('Username'));
});

test('a control the player focused first keeps the focus', () => {
  render(<Form />);
  screen.getByRole('button', { name: 'Other' }).focus();
  act(() => void jest.advanceTimersByTime(TIMING_MS.inputFocusDelay));
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Other' }));
});
