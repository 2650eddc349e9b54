import { fireEvent, render, screen } from '@testing-library/react';
import { PreviewNotice } from './PreviewNotice';
import { usePreviewStore } from './overrides';
import { initI18n } from '../i18n';

beforeAll(() => initI18n());

describe('PreviewNotice', () => {
  afterEach(() => usePreviewStore.getState().set({ active: null, refused: null }));

  it('renders nothing without a preview', () => {
    const { container } = render(<PreviewNotice />);
    expect(container.childNodes).toHaveLength(0);
  });

  it('shows the previewed remote and version with an exit button', () => {
    usePreviewStore.getState().set({ active: { kind: 'grant', targets: ['games@2.0.0'], expiresAt: null } });
    render(<PreviewNotice />);
    expect(screen.getByTestId('preview-badge').textContent).toContain('games@2.0.0');
    expect(screen.getByRole('button', { name: 'Exit preview' })).toBeTruthy();
  });

  it('says why a link was not applied (the catalogue loads on demand), and can be dismissed', async () => {
    usePreviewStore.getState().set({ refused: 'PREVIEW_GRANT_EXPIRED' });
    render(<PreviewNotice />);
    expect((await screen.findByTestId('preview-refused')).textContent).toContain('This preview link has expired');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('preview-refused')).toBeNull();
  });

  it('names a code the catalogue does not know as an unknown error, never as the raw code', async () => {
    usePreviewStore.getState().set({ refused: 'NOT_A_CODE' });
    render(<PreviewNotice />);
    const notice = await screen.findByTestId('preview-refused');
    expect(notice.textContent).toContain('Unknown error');
    expect(notice.textContent).not.toContain('NOT_A_CODE');
  });
});
