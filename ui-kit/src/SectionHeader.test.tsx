import { fireEvent, render, screen } from '@testing-library/react';
import { SectionHeader } from './SectionHeader';

describe('SectionHeader', () => {
  it('a heading at the start and a "more" link at the end, described by the title', () => {
    const onMore = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(<SectionHeader title="Hot games" moreLabel="More" moreHref="/m/gameList?type=HOT" onMore={onMore} />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Hot games' });
    const more = screen.getByRole('link', { name: 'More' });
    expect(more.getAttribute('href')).toBe('/m/gameList?type=HOT');
    expect(more.getAttribute('aria-describedby')).toBe(heading.id);
    expect(heading.compareDocumentPosition(more) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(more);
    expect(onMore).toHaveBeenCalledTimes(1);
  });

  it('"more" as a button when there is no href; none at all without either', () => {
    const onMore = jest.fn();
    const { rerender } = render(<SectionHeader title="My collection" level={3} moreLabel="More" onMore={onMore} />);
    expect(screen.getByRole('heading', { level: 3 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(onMore).toHaveBeenCalledTimes(1);

    rerender(<SectionHeader title="My collection" moreLabel="More" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('renders a custom action and takes the heading id', () => {
    render(<SectionHeader id="jackpot-title" title="Jackpot" action={<button type="button">Refresh</button>} />);
    expect(screen.getByRole('heading').id).toBe('jackpot-title');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });
});
