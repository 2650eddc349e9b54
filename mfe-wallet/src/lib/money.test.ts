import { createAttemptKeys } from './attemptKey';
import { atLeastZero, fromMinor, minMinor, placesOf, toMinor } from './money';

test('parses typed amounts into minor units exactly, refusing what the currency cannot hold', () => {
  expect(toMinor('100', 2)).toBe(10000n);
  expect(toMinor('0.1', 2)).toBe(10n);
  expect(toMinor('12.50', 2)).toBe(1250n);
  expect(toMinor(' 7. ', 2)).toBe(700n);
  // 0.1 + 0.2 style float errors cannot happen: 9007199254740993 is past a float's integers.
  expect(toMinor('90071992547409.93', 2)).toBe(9007199254740993n);
  expect(toMinor('1.234', 2)).toBeNull();
  expect(toMinor('1.5', 0)).toBeNull();
  expect(toMinor('-1', 2)).toBeNull();
  expect(toMinor('1e3', 2)).toBeNull();
  expect(toMinor('', 2)).toBeNull();
});

test('formats minor units back with exactly the currency places', () => {
  expect(fromMinor(10000n, 2)).toBe('100.00');
  expect(fromMinor(5n, 2)).toBe('0.05');
  expect(fromMinor(-1250n, 2)).toBe('-12.50');
  expect(fromMinor(42n, 0)).toBe('42');
  expect(placesOf('1000.00')).toBe(2);
  expect(placesOf('1000')).toBe(0);
  expect(minMinor(5n, 3n, 9n)).toBe(3n);
  expect(atLeastZero(-3n)).toBe(0n);
});

test('an attempt keeps its key for the same request and gets a new one after a change or success', () => {
  let n = 0;
  const keys = createAttemptKeys(() => `k${++n}`);
  expect(keys.for('100.00|1')).toBe('k1');
  expect(keys.for('100.00|1')).toBe('k1');
  expect(keys.for('200.00|1')).toBe('k2');
  keys.settle();
  expect(keys.for('200.00|1')).toBe('k3');
});
