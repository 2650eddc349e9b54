import { fireEvent, render, screen, within } from '@testing-library/react';
import { List, ListRow } from './ListRow';

describe('ListRow', () => {
  it('a link row with a chevron; extra attributes such as data-key land on it', () => {
    const onClick = jest.fn();
    render(<ListRow title="VIP room" subtitle="Level 1" href="/m/member/vip" onClick={onClick} data-key="VIP" data-testid="row" />);
    const link = screen.getByRole('link', { name: 'VIP room Level 1' });
    expect(link.getAttribute('href')).toBe('/m/member/vip');
    expect(link.getAttribute('data-key')).toBe('VIP');
    expect(link.querySelector('.tk-row__chevron')).not.toBeNull();
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('a button row; disabled rows do not react', () => {
    const onClick = jest.fn();
    const { rerender } = render(<ListRow title="Live chat" badge={<span>3</span>} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Live chat 3' }) as HTMLButtonElement;
    expect(button.type).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(<ListRow title="Live chat" onClick={onClick} disabled />);
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('a plain row shows title and value, no chevron unless asked', () => {
    const { container, rerender } = render(<ListRow title="Balance" value="R$1.000,00" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('R$1.000,00').className).toBe('tk-row__value');
    expect(container.querySelector('.tk-row__chevron')).toBeNull();
    rerender(<ListRow title="Balance" chevron />);
    expect(container.querySelector('.tk-row__chevron')).not.toBeNull();
  });

  it('the icon is decorative', () => {
    render(<ListRow title="Deposit" icon={<svg data-testid="icon" />} onClick={() => {}} />);
    expect(screen.getByTestId('icon').parentElement!.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeTruthy();
  });
});

describe('List', () => {
  it('puts each row in a list item', () => {
    render(
      <List label="Member center" data-testid="member-menu">
        <ListRow title="A" onClick={() => {}} />
        {null}
        <ListRow title="B" onClick={() => {}} />
      </List>,
    );
    const list = screen.getByRole('list', { name: 'Member center' });
    expect(list.getAttribute('data-testid')).toBe('member-menu');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });
});
