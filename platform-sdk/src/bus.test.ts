import { createBus } from './bus';

test('subscribers get only their event type, typed payloads, and can unsubscribe', () => {
  const bus = createBus(true);
  const seen: string[] = [];
  const off = bus.on('language.changed', (p) => seen.push(p.language));
  bus.publish('theme.changed', { theme: 'light' });
  bus.publish('language.changed', { language: 'PT' });
  off();
  bus.publish('language.changed', { language: 'EN' });
  expect(seen).toEqual(['PT']);
});

test('publishing a malformed event fails loudly in development', () => {
  const bus = createBus(true);
  expect(() => bus.publish('theme.changed', { theme: 'pink' } as never)).toThrow(/invalid bus event theme.changed/);
});

test('events$ carries every event for devtools', () => {
  const bus = createBus(false);
  const types: string[] = [];
  const sub = bus.events$.subscribe((e) => types.push(e.type));
  bus.publish('wallet.refreshRequested', {});
  bus.publish('referral.requested', {});
  sub.unsubscribe();
  expect(types).toEqual(['wallet.refreshRequested', 'referral.requested']);
});
