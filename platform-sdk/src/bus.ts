import { Subject } from 'rxjs';
import { filter, map } from 'rxjs/operators';
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
  const subject = new Subject<TBusEvent>();
  const schema = validate ? devValidator() : null;
  return {
    publish(type, payload) {
      const event = { type, payload } as TBusEvent;
      if (schema) {
        const parsed = schema.safeParse(event);
        if (!parsed.success) throw new Error(`invalid bus event ${type}: ${(parsed.error?.issues ?? []).map((i) => i.message).join('; ')}`);
      }
      subject.next(event);
    },
    on(type, handler) {
      const sub = subject
        .pipe(
          filter((e) => e.type === type),
          map((e) => e.payload),
        )
        .subscribe((payload) => handler(payload as Parameters<typeof handler>[0]));
      return () => sub.unsubscribe();
    },
    events$: subject.asObservable(),
  };
}
