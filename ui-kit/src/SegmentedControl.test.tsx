import { fireEvent, render, screen } from '@testing-library/react';
import { SegmentedControl } from './SegmentedControl';

const PERIODS = [
  { value: 'today', label: 'Today' },
  { value: 'week', label: '7 days' },
  { value: 'month', label: '30 days' },
] as const;

describe('SegmentedControl', () => {
  it('a named radio group; the chosen value is checked and a choice is reported', () => {
    const onChange = jest.fn();
    render(<SegmentedControl label="Period" options={PERIODS} value="week" onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Period' })).toBeTruthy();
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.checked)).toEqual([false, true, false]);
    // One group: the same name on every radio, so arrow keys move within it.
    expect(new Set(radios.map((r) => r.name)).size).toBe(1);
    fireEvent.click(screen.getByRole('radio', { name: '30 days' }));
    expect(onChange).toHaveBeenCalledWith('month');
  });

  it('two controls do not share a group, unless named alike', () => {
    render(
      <>
        <SegmentedControl label="A" options={PERIODS} value="today" onChange={() => {}} />
        <SegmentedControl label="B" options={PERIODS} value="today" onChange={() => {}} />
        <SegmentedControl label="C" name="period" options={PERIODS} value="today" onChange={() => {}} />
      </>,
    );
    const names = (screen.getAllByRole('radio') as HTMLInputElement[]).map((r) => r.name);
    expect(new Set(names).size).toBe(3);
    expect(names.slice(6)).toEqual(['period', 'period', 'period']);
  });
});
