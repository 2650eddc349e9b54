import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Tabs } from './Tabs';

const ITEMS = [
  { value: 'HOT', label: 'Hot' },
  { value: 'RNG', label: 'Slots', badge: 3 },
  { value: 'LIVE', label: 'Live' },
];

function Harness({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('HOT');
  return (
    <Tabs
      items={ITEMS}
      value={value}
      label="Categories"
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    >
      <p>content of {value}</p>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
const selectedName = () => screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true')?.textContent;

function press(key: string) {
  fireEvent.keyDown(document.activeElement as Element, { key });
}

describe('Tabs', () => {
  it('exposes a named tablist with one selected tab and a panel labelled by it', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Categories' })).toBeTruthy();
    expect(tab('Hot').getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: 'Hot' });
    expect(panel.textContent).toBe('content of HOT');
    expect(tab('Slots').getAttribute('aria-controls')).toBe(panel.id);
  });

  it('keeps only the selected tab in the Tab order (roving tabindex)', () => {
    render(<Harness />);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    fireEvent.click(tab('Live'));
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
    expect(screen.getByRole('tabpanel').textContent).toBe('content of LIVE');
  });

  it('moves focus and selection with Right/Left (wrapping), Home and End', () => {
    render(<Harness />);
    act(() => tab('Hot').focus());

    press('ArrowRight');
    expect(document.activeElement).toBe(tab('Slots'));
    expect(selectedName()).toBe('Slots3');

    press('ArrowRight');
    press('ArrowRight');
    expect(document.activeElement).toBe(tab('Hot'));
    expect(selectedName()).toBe('Hot');

    press('ArrowLeft');
    expect(document.activeElement).toBe(tab('Live'));

    press('Home');
    expect(document.activeElement).toBe(tab('Hot'));
    press('End');
    expect(document.activeElement).toBe(tab('Live'));
    expect(selectedName()).toBe('Live');
  });

  it('ignores other keys and does not report the already selected tab', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    act(() => tab('Hot').focus());
    press('a');
    press('Home');
    fireEvent.click(tab('Hot'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('follows reading direction under dir=rtl', () => {
    render(
      <div dir="rtl">
        <Harness />
      </div>,
    );
    act(() => tab('Hot').focus());
    press('ArrowLeft');
    expect(document.activeElement).toBe(tab('Slots'));
    press('ArrowRight');
    press('ArrowRight');
    expect(document.activeElement).toBe(tab('Live'));
  });

  it('shows a tab badge only for a non-zero count', () => {
    render(<Harness />);
    expect(tab('Slots').querySelector('.tk-badge')?.textContent).toBe('3');
    expect(tab('Hot').querySelector('.tk-badge')).toBeNull();
  });

  it('sticky: the tab list stays on screen (the category tabs over a list)', () => {
    const { rerender } = render(<Tabs items={ITEMS} value="HOT" onChange={() => {}} />);
    expect(screen.getByRole('tablist').classList.contains('tk-tabs__list--sticky')).toBe(false);
    rerender(<Tabs items={ITEMS} value="HOT" onChange={() => {}} sticky />);
    expect(screen.getByRole('tablist').classList.contains('tk-tabs__list--sticky')).toBe(true);
  });
});
