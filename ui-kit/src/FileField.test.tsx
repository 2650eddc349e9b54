import { fireEvent, render, screen } from '@testing-library/react';
import { FileField, fileProblem, type FileFieldProps } from './FileField';

const TYPES = ['image/png', 'image/jpeg'] as const;
const MB = 1024 * 1024;
const png = (bytes = 3, name = 'id.png') => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

function field(over: Partial<FileFieldProps> = {}) {
  const props: FileFieldProps = {
    label: 'Photo of the document',
    hint: 'PNG or JPG, up to 5 MB',
    name: 'document',
    file: null,
    onFileChange: jest.fn(),
    types: TYPES,
    maxBytes: 5 * MB,
    chooseLabel: 'Choose file',
    changeLabel: 'Change',
    emptyLabel: 'No file chosen',
    progressLabel: 'Upload progress',
    ...over,
  };
  return { props, ...render(<FileField {...props} />) };
}

const describedText = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('fileProblem', () => {
  it('refuses a type not accepted, then a file over the limit; a png or jpg within it passes', () => {
    expect(fileProblem(new File(['g'], 'a.gif', { type: 'image/gif' }), { types: TYPES, maxBytes: 5 * MB })).toBe('type');
    expect(fileProblem(png(5 * MB + 1), { types: TYPES, maxBytes: 5 * MB })).toBe('size');
    expect(fileProblem(png(5 * MB), { types: TYPES, maxBytes: 5 * MB })).toBeNull();
    expect(fileProblem(new File(['j'], 'a.jpg', { type: 'image/jpeg' }), { types: TYPES, maxBytes: 5 * MB })).toBeNull();
  });
});

describe('FileField', () => {
  it('a labelled native file input (name, accept from the types), described by its hint', () => {
    field();
    const input = screen.getByLabelText('Photo of the document') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.name).toBe('document');
    expect(input.accept).toBe('image/png,image/jpeg');
    // Named by the visible label only, not by the box's choose text (a second label of the same input).
    expect(document.getElementById(input.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Photo of the document');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(describedText(input)).toEqual(['PNG or JPG, up to 5 MB']);
    expect(screen.getByText('No file chosen')).toBeTruthy();
    expect(screen.getByText('Choose file')).toBeTruthy();
  });

  it('tells the caller of a picked file and its problem (type, then size)', () => {
    const onFileChange = jest.fn();
    field({ onFileChange });
    const input = screen.getByLabelText('Photo of the document');
    const gif = new File(['g'], 'a.gif', { type: 'image/gif' });
    fireEvent.change(input, { target: { files: [gif] } });
    const big = png(5 * MB + 1);
    fireEvent.change(input, { target: { files: [big] } });
    const ok = png();
    fireEvent.change(input, { target: { files: [ok] } });
    fireEvent.change(input, { target: { files: [] } });
    expect(onFileChange.mock.calls).toEqual([
      [gif, 'type'],
      [big, 'size'],
      [ok, null],
      [null, null],
    ]);
  });

  it("shows the chosen file's name and the change label; null empties the input", () => {
    const file = png(3, 'passport.png');
    const { rerender, props } = field({ file });
    expect(screen.getByText('passport.png')).toBeTruthy();
    expect(screen.getByText('Change')).toBeTruthy();
    const input = screen.getByLabelText('Photo of the document') as HTMLInputElement;
    Object.defineProperty(input, 'value', { value: 'C:\\fakepath\\passport.png', writable: true, configurable: true });
    rerender(<FileField {...props} file={null} />);
    expect(input.value).toBe('');
    expect(screen.getByText('No file chosen')).toBeTruthy();
  });

  it('previews a picked image through an object URL while the caller holds it, revoked when another is picked or the field goes', () => {
    let n = 0;
    const create = jest.fn(() => `blob:preview-${++n}`);
    const revoke = jest.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    try {
      const first = png(3, 'a.png');
      const { rerender, props, container, unmount } = field();
      const input = screen.getByLabelText('Photo of the document');
      const img = () => container.querySelector('.tk-file__preview img')?.getAttribute('src') ?? null;
      fireEvent.change(input, { target: { files: [first] } });
      expect(img()).toBeNull(); // the caller has not taken it yet
      rerender(<FileField {...props} file={first} />);
      expect(img()).toBe('blob:preview-1');
      expect(create).toHaveBeenCalledWith(first);
      rerender(<FileField {...props} file={null} />);
      expect(img()).toBeNull();
      const second = png(3, 'b.png');
      fireEvent.change(input, { target: { files: [second] } });
      rerender(<FileField {...props} file={second} />);
      expect(img()).toBe('blob:preview-2');
      expect(revoke.mock.calls).toEqual([['blob:preview-1']]);
      unmount();
      expect(revoke.mock.calls).toEqual([['blob:preview-1'], ['blob:preview-2']]);
    } finally {
      Object.assign(URL, { createObjectURL: undefined, revokeObjectURL: undefined });
    }
  });

  it('previews no refused file, and falls back to the icon for an image the browser cannot decode', () => {
    const create = jest.fn(() => 'blob:preview');
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: jest.fn() });
    try {
      const gif = new File(['g'], 'a.gif', { type: 'image/gif' });
      const { rerender, props, container, unmount } = field();
      fireEvent.change(screen.getByLabelText('Photo of the document'), { target: { files: [gif] } });
      rerender(<FileField {...props} file={gif} />);
      expect(create).not.toHaveBeenCalled();
      expect(container.querySelector('.tk-file__preview svg')).not.toBeNull();
      const fake = png(3, 'fake.png');
      fireEvent.change(screen.getByLabelText('Photo of the document'), { target: { files: [fake] } });
      rerender(<FileField {...props} file={fake} />);
      const img = container.querySelector('.tk-file__preview img') as HTMLImageElement;
      fireEvent.error(img);
      expect(container.querySelector('.tk-file__preview img')).toBeNull();
      expect(container.querySelector('.tk-file__preview svg')).not.toBeNull();
      unmount();
    } finally {
      Object.assign(URL, { createObjectURL: undefined, revokeObjectURL: undefined });
    }
  });

  it('while sending: a progress bar named and valued by the caller, and the percentage', () => {
    const { rerender, props } = field({ file: png(), progress: 0.42, progressText: '42%' });
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' }) as HTMLProgressElement;
    expect(bar.value).toBeCloseTo(0.42);
    expect(bar.getAttribute('aria-valuetext')).toBe('42%');
    expect(screen.getByText('42%')).toBeTruthy();
    rerender(<FileField {...props} file={png()} progress={null} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('with an error: aria-invalid, the message as an alert replacing the hint and named by aria-describedby', () => {
    field({ error: 'Please choose a png or jpg image' });
    const input = screen.getByLabelText('Photo of the document');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Please choose a png or jpg image');
    expect(describedText(input)).toEqual(['Please choose a png or jpg image']);
    expect(screen.queryByText('PNG or JPG, up to 5 MB')).toBeNull();
  });

  it('disabled: the input cannot be used', () => {
    field({ disabled: true });
    expect((screen.getByLabelText('Photo of the document') as HTMLInputElement).disabled).toBe(true);
  });
});
