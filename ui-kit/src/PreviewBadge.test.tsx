import { fireEvent, render, screen } from '@testing-library/react';
import { PreviewBadge } from './PreviewBadge';

describe('PreviewBadge', () => {
  it('names what is previewed in a labelled landmark, with an exit button', () => {
    const onExit = jest.fn();
    render(<PreviewBadge label="Preview" target="games@2.0.0" exitLabel="Exit preview" onExit={onExit} />);
    const region = screen.getByRole('complementary', { name: 'Preview' });
    expect(region.textContent).toContain('games@2.0.0');
    fireEvent.click(screen.getByRole('button', { name: 'Exit preview' }));
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  it('disables the exit while the page leaves the preview', () => {
    render(<PreviewBadge label="Preview" target="http://localhost:3001/remoteEntry.js" exitLabel="Exit preview" onExit={() => {}} exiting />);
    expect(screen.getByRole('button', { name: 'Exit preview' })).toHaveProperty('disabled', true);
    expect(screen.getByTitle('http://localhost:3001/remoteEntry.js')).toBeTruthy();
  });
});
