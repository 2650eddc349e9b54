import { fireEvent, render, screen } from '@testing-library/react';
import { TextField } from './TextField';

function describedText(input: HTMLElement): string[] {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `<missing #${id}>`);
}

describe('TextField', () => {
  it('labels the input and passes name, inputMode, maxLength and the rest through', () => {
    const onChange = jest.fn();
    render(<TextField label="Username" name="username" inputMode="numeric" maxLength={20} autoComplete="username" onChange={onChange} />);
    const input = screen.getByLabelText('Username') as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(input.type).toBe('text');
    expect(input.name).toBe('username');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.maxLength).toBe(20);
    expect(input.getAttribute('autocomplete')).toBe('username');
    fireEvent.change(input, { target: { value: 'demo1' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('is described by its hint while valid', () => {
    render(<TextField label="Username" hint="6 to 16 letters or digits" />);
    expect(describedText(screen.getByLabelText('Username'))).toEqual(['6 to 16 letters or digits']);
  });

  it('when invalid: aria-invalid="true" and aria-describedby names the message, which replaces the hint', () => {
    const { rerender } = render(<TextField label="Username" hint="6 to 16 letters or digits" error="Account format is incorrect" />);
    const input = screen.getByLabelText('Username');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(input)).toEqual(['Account format is incorrect']);
    expect(screen.queryByText('6 to 16 letters or digits')).toBeNull();
    expect(screen.getByText('Account format is incorrect').className).toBe('tk-field__error');

    rerender(<TextField label="Username" hint="6 to 16 letters or digits" error="" />);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(describedText(input)).toEqual(['6 to 16 letters or digits']);
  });

  it("keeps the caller's own aria-describedby after its message", () => {
    render(
      <>
        <p id="extra">Case sensitive</p>
        <TextField label="Password" error="Password format is incorrect" aria-describedby="extra" />
      </>,
    );
    expect(describedText(screen.getByLabelText('Password'))).toEqual(['Password format is incorrect', 'Case sensitive']);
  });

  it('uses the caller id, and renders start and end adornments inside the box', () => {
    render(<TextField id="amount" label="Amount" start="R$" end={<button type="button">Max</button>} />);
    const input = screen.getByLabelText('Amount');
    expect(input.id).toBe('amount');
    const box = input.parentElement!;
    expect(box.className).toBe('tk-field__control');
    expect(box.firstElementChild!.textContent).toBe('R$');
    expect(box.lastElementChild!.contains(screen.getByRole('button', { name: 'Max' }))).toBe(true);
  });

  it('two fields get different ids', () => {
    render(
      <>
        <TextField label="A" error="bad a" />
        <TextField label="B" error="bad b" />
      </>,
    );
    expect(describedText(screen.getByLabelText('A'))).toEqual(['bad a']);
    expect(describedText(screen.getByLabelText('B'))).toEqual(['bad b']);
  });
});
