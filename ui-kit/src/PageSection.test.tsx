import { render, screen } from '@testing-library/react';
import { Card } from './Card';
import { PageSection } from './PageSection';

describe('PageSection', () => {
  it('a section named by its header, with "more" at the end', () => {
    render(
      <PageSection title="Hot games" moreLabel="More" moreHref="/m/gameList" data-testid="hot-games">
        <p>content</p>
      </PageSection>,
    );
    const section = screen.getByRole('region', { name: 'Hot games' });
    expect(section.getAttribute('data-testid')).toBe('hot-games');
    expect(section.className).toBe('tk-section');
    expect(screen.getByRole('link', { name: 'More' })).toBeTruthy();
    expect(screen.getByText('content')).toBeTruthy();
  });

  it('without a title: no header, and a caller label is kept; flush drops the side padding', () => {
    const { container } = render(
      <PageSection flush aria-label="Banners">
        <p>banner</p>
      </PageSection>,
    );
    const section = container.querySelector('section')!;
    expect(section.className).toBe('tk-section tk-section--flush');
    expect(section.querySelector('.tk-section-header')).toBeNull();
    expect(section.getAttribute('aria-label')).toBe('Banners');
  });
});

describe('Card', () => {
  it('renders the chosen element with the card surface', () => {
    render(
      <Card as="article" flush data-testid="card">
        x
      </Card>,
    );
    const card = screen.getByTestId('card');
    expect(card.tagName).toBe('ARTICLE');
    expect(card.className).toBe('tk-card tk-card--flush');
  });
});
