import { ApiError } from '@tessera/contract';
import { renderWithPlatform, SAMPLE_MEMBER } from '@tessera/platform-sdk/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MEMBER_RESOURCES, sampleHeadIcons, samplePersonalInfo } from '../testing/fixtures';
import ProfilePage from './ProfilePage';

// A member's own picture as head icon (issue 29; docs/decisions/head-icon-upload.md): picked,
// checked as picked, previewed in a circle, sent with its progress; the API's refusals in the page's
// words; the picture then in the icon list as "Your picture".

// jsdom has no object URLs: a stand-in, so the preview can be seen.
beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
});

const png = (bytes: number, name = 'me.png', type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });
const withOwn = () => ({ headIcon: 'upload', icons: [...sampleHeadIcons().icons, { id: 'upload', url: '/api/v1/head-icons/abc.png' }] });

function render(uploadHeadIcon: unknown) {
  const forms: unknown[] = [];
  const view = renderWithPlatform(<ProfilePage />, {
    session: SAMPLE_MEMBER,
    resources: MEMBER_RESOURCES,
    api: {
      personalInfo: samplePersonalInfo(),
      getHeadIcon: sampleHeadIcons('1'),
      uploadHeadIcon: (input: { form: unknown }, options?: { onUploadProgress?(p: { loaded: number; total: number; fraction: number }): void }) => {
        forms.push(input.form);
        options?.onUploadProgress?.({ loaded: 50, total: 100, fraction: 0.5 });
        return typeof uploadHeadIcon === 'function' ? (uploadHeadIcon as () => unknown)() : uploadHeadIcon;
      },
    },
  });
  return { ...view, forms };
}

const field = () => within(screen.getByTestId('head-icon-upload')).getByLabelText('Picture');
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Use this picture' }));

test('a picture is checked as picked (type, 2 MB), previewed in a circle, sent as the form part `image`; then it is the head icon', async () => {
  const { forms, platform } = render(withOwn());
  await screen.findByTestId('head-icon-upload');
  send();
  expect(await screen.findByText('Choose a picture first.')).toBeTruthy();
  fireEvent.change(field(), { target: { files: [png(100, 'me.svg', 'image/svg+xml')] } });
  expect(await screen.findByText('The picture must be PNG, JPEG or WebP.')).toBeTruthy();
  fireEvent.change(field(), { target: { files: [png(2 * 1024 * 1024 + 1)] } });
  expect(await screen.findByText('The picture may be at most 2 MB.')).toBeTruthy();
  expect(screen.queryByTestId('head-icon-preview')).toBeNull();
  send();
  expect(forms).toEqual([]);

  const file = png(1000);
  fireEvent.change(field(), { target: { files: [file] } });
  expect(screen.getByRole('img', { name: 'Preview of your new head icon' }).getAttribute('class')).toBe('mb-photo__img');
  send();
  await waitFor(() => expect(forms).toHaveLength(1));
  // jsdom draws no canvas: the picture goes as picked (a browser sends the 256 px middle square).
  expect(forms[0]).toEqual({ image: file });
  await waitFor(() => expect(platform.calls.toasts.at(-1)).toMatchObject({ type: 'success', message: 'Your picture is your head icon now' }));
});

test("the API's refusals read as the page's sentences", async () => {
  let answer: unknown = new ApiError('HEAD_ICON_DIMENSIONS', 'The picture must be 32 to 4096 pixels a side', { field: 'image', min: 32, max: 4096 });
  render(() => answer);
  await screen.findByTestId('head-icon-upload');
  fireEvent.change(field(), { target: { files: [png(1000)] } });
  send();
  expect(await screen.findByText('The picture must be 32 to 4096 pixels a side.')).toBeTruthy();
  answer = new ApiError('HEAD_ICON_TYPE', 'The picture must be PNG, JPEG or WebP', { field: 'image' });
  fireEvent.change(field(), { target: { files: [png(1000)] } });
  send();
  expect(await screen.findByText('The picture must be PNG, JPEG or WebP.')).toBeTruthy();
});

test("the member's own picture is one of the icons, named 'Your picture'", async () => {
  renderWithPlatform(<ProfilePage />, {
    session: SAMPLE_MEMBER,
    resources: MEMBER_RESOURCES,
    api: { personalInfo: samplePersonalInfo(), getHeadIcon: withOwn() },
  });
  const own = await screen.findByRole('radio', { name: 'Your picture' });
  expect((own as HTMLInputElement).checked).toBe(true);
});
