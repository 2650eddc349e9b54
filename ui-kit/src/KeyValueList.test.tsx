import { render, screen } from '@testing-library/react';
import { KeyValueList } from './KeyValueList';
import { StatusPill } from './StatusPill';

describe('KeyValueList', () => {
  it('label / value pairs as a description list, in order', () => {
    render(
      <KeyValueList
        data-testid="order"
        items={[
          { label: 'Order no.', value: 'W2025001' },
          { label: 'Status', value: <StatusPill tone="warning">Under review</StatusPill> },
        ]}
      />,
    );
    const dl = screen.getByTestId('order');
    expect(dl.tagName).toBe('DL');
    const pairs = Array.from(dl.querySelectorAll('.tk-kv__row')).map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]);
    expect(pairs).toEqual([
      ['Order no.', 'W2025001'],
      ['Status', 'Under review'],
    ]);
  });
});

describe('StatusPill', () => {
  it('says the status in words, the tone repeats it in colour', () => {
    render(<StatusPill tone="success">Verified</StatusPill>);
    const pill = screen.getByText('Verified');
    expect(pill.className).toBe('tk-pill tk-pill--success');
  });

  it('defaults to neutral', () => {
    render(<StatusPill>Pending</StatusPill>);
    expect(screen.getByText('Pending').classList.contains('tk-pill--neutral')).toBe(true);
  });
});
