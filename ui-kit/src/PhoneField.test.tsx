import { fireEvent, render, screen } from '@testing-library/react';
import { PhoneField } from './PhoneField';

const CODES = [
  { value: '55', label: '+55' },
  { value: '351', label: '+351' },
];

describe('PhoneField', () => {
  it('puts a dialling-code picker before a numeric phone input', () => {
    const onCodeChange = jest.fn();
    render(
      <PhoneField
        label="Mobile number"
        name="mobileNum"
        codes={CODES}
        code="55"
        onCodeChange={onCodeChange}
        codeLabel="Country code"
        codeName="areaCode"
        maxLength={20}
      />,
    );
    const picker = screen.getByRole('combobox', { name: 'Country code' }) as HTMLSelectElement;
    const input = screen.getByLabelText('Mobile number') as HTMLInputElement;
    expect(picker.value).toBe('55');
    expect(picker.name).toBe('areaCode');
    expect(Array.from(picker.options).map((o) => o.textContent)).toEqual(['+55', '+351']);
    // The picker comes first in the box, so it sits on the start side in either direction.
    expect(picker.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(input.type).toBe('tel');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.name).toBe('mobileNum');
    expect(input.maxLength).toBe(20);

    fireEvent.change(picker, { target: { value: '351' } });
    expect(onCodeChange).toHaveBeenCalledWith('351');
  });

  it('shows a single code as text, still sent with the form', () => {
    const { container } = render(
      <PhoneField label="Mobile number" codes={[CODES[0]!]} code="55" onCodeChange={() => {}} codeLabel="Country code" codeName="areaCode" />,
    );
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText('+55')).toBeTruthy();
    expect((container.querySelector('input[type="hidden"]') as HTMLInputElement).value).toBe('55');
  });

  it('marks the number input invalid with its message', () => {
    render(<PhoneField label="Mobile number" codes={CODES} code="55" onCodeChange={() => {}} codeLabel="Country code" error="The mobile num is not valid" />);
    const input = screen.getByLabelText('Mobile number');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent).toBe('The mobile num is not valid');
  });

  it('disables the picker with the field', () => {
    render(<PhoneField label="Mobile number" codes={CODES} code="55" onCodeChange={() => {}} codeLabel="Country code" disabled />);
    expect((screen.getByRole('combobox') as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).disabled).toBe(true);
  });
});
