import { fireEvent, render, screen } from '@testing-library/react';
import { SelectField } from './SelectField';

const BANKS = [
  { value: 'itau', label: 'Itaú' },
  { value: 'nubank', label: 'Nubank', disabled: true },
];

describe('SelectField', () => {
  it('a labelled native select with a placeholder that cannot be chosen', () => {
    const onChange = jest.fn();
    render(<SelectField label="Bank" name="bankCode" options={BANKS} placeholder="Choose a bank" value="" onChange={onChange} />);
    const select = screen.getByLabelText('Bank') as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(select.name).toBe('bankCode');
    const options = Array.from(select.options);
    expect(options.map((o) => [o.textContent, o.value, o.disabled])).toEqual([
      ['Choose a bank', '', true],
      ['Itaú', 'itau', false],
      ['Nubank', 'nubank', true],
    ]);
    fireEvent.change(select, { target: { value: 'itau' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('when invalid: aria-invalid and its message by aria-describedby', () => {
    render(<SelectField label="Bank" options={BANKS} error="Choose a bank" />);
    const select = screen.getByLabelText('Bank');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby')!)!.textContent).toBe('Choose a bank');
  });
});
