import type { TBus, TBusEvent } from '@tessera/contract';

type TValidator = { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } };

/** The event catalogue's schema, in development builds only (production drops this code and zod). */
function devValidator(): TValidator | null {
  if (process.env.NODE_ENV === 'production') return null;
  return (require('@tessera/contract/schemas') as { ZBusEvent: TValidator }).ZBusEvent;
}

/**
 * The platform bus (one per page: the shell makes it and hands it out through useBus(); tests get
 * one from createTestPlatform). Publishing validates the event against the catalogue in development (a remote
 * sending a malformed event hears about it at once); production trusts the types to stay small and fast.
 */
export function createBus(validate = process.env.NODE_ENV !== 'production'): TBus {
  // A set of listeners, not rxjs: the bus needs only publish and subscribe, and every first visit
  // loads it (docs/decisions/platform-sdk.md "Measured").
  const listeners = new Set<(event: TBusEvent) => void>();
  const schema = validate ? devValidator() : null;
  const subscribe = (listener: (event: TBusEvent) => void) => {
    listeners.add(listener);
    return { unsubscribe: () => void listeners.delete(listener) };
  };
  return {
    publish(type, payload) {
      const event = { type, payload } as TBusEvent;
      if (schema) {
        const parsed = schema.safeParse(event);
        if (!parsed.success) throw new Error(`invalid bus event ${type}: ${(parsed.error?.issues ?? []).map((i) => i.message).join('; ')}`);
      }
      // A copy: a listener that unsubscribes (or subscribes) while the event is delivered changes the next delivery only.
      for (const listener of [...listeners]) listener(event);
    },
    on(type, handler) {
      return subscribe((event) => {
        if (event.type === type) handler(event.payload as Parameters<typeof handler>[0]);
      }).unsubscribe;
    },
    events$: { subscribe },
  };
}
