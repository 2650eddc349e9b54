import { act, render, screen } from '@testing-library/react';
import { mockReducedMotion } from './testUtils';
import { useReducedMotion } from './useReducedMotion';

function Probe() {
  return <p>{useReducedMotion() ? 'reduce' : 'motion'}</p>;
}

describe('useReducedMotion', () => {
  it('follows the media query as it changes', () => {
    const motion = mockReducedMotion(false);
    try {
      render(<Probe />);
      expect(screen.getByText('motion')).toBeTruthy();
      act(() => motion.set(true));
      expect(screen.getByText('reduce')).toBeTruthy();
      act(() => motion.set(false));
      expect(screen.getByText('motion')).toBeTruthy();
    } finally {
      motion.restore();
    }
  });
});
