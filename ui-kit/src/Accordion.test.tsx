import { fireEvent, render, screen } from '@testing-library/react';
import { Accordion } from './Accordion';

const ITEMS = [
  { id: 'deposit', title: 'How to deposit', content: 'Deposit answer' },
  { id: 'withdraw', title: 'How to withdraw', content: 'Withdraw answer' },
];

const trigger = (name: string) => screen.getByRole('button', { name });
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;

describe('Accordion', () => {
  it('starts collapsed; a title toggles its labelled region', () => {
    render(<Accordion items={ITEMS} />);
    const deposit = trigger('How to deposit');
    expect(deposit.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(deposit).hidden).toBe(true);

    fireEvent.click(deposit);
    expect(deposit.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'How to deposit' }).textContent).toBe('Deposit answer');

    fireEvent.click(deposit);
    expect(deposit.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(deposit).hidden).toBe(true);
  });

  it('in single mode keeps one section open at a time', () => {
    render(<Accordion items={ITEMS} single />);
    fireEvent.click(trigger('How to deposit'));
    fireEvent.click(trigger('How to withdraw'));
    expect(trigger('How to deposit').getAttribute('aria-expanded')).toBe('false');
    expect(trigger('How to withdraw').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('region').map((r) => r.textContent)).toEqual(['Withdraw answer']);
  });

  it('otherwise lets several sections stay open', () => {
    render(<Accordion items={ITEMS} defaultOpenIds={['deposit']} />);
    fireEvent.click(trigger('How to withdraw'));
    expect(screen.getAllByRole('region')).toHaveLength(2);
  });

  it('when controlled, reports the next open ids and shows what it is given', () => {
    const onOpenChange = jest.fn();
    const { rerender } = render(<Accordion items={ITEMS} single openIds={['deposit']} onOpenChange={onOpenChange} />);
    fireEvent.click(trigger('How to withdraw'));
    expect(onOpenChange).toHaveBeenCalledWith(['withdraw']);
    expect(trigger('How to deposit').getAttribute('aria-expanded')).toBe('true');

    rerender(<Accordion items={ITEMS} single openIds={['withdraw']} onOpenChange={onOpenChange} />);
    expect(trigger('How to withdraw').getAttribute('aria-expanded')).toBe('true');
    expect(trigger('How to deposit').getAttribute('aria-expanded')).toBe('false');
  });

  it('wraps triggers in headings of the requested level', () => {
    render(<Accordion items={ITEMS} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });
});
