import type * as z from 'zod/v4/mini';
import type { ZBusEvent } from './schemas/events';

export type TBusEvent = z.infer<typeof ZBusEvent>;
export type TBusEventType = TBusEvent['type'];
export type TBusPayload<T extends TBusEventType> = Extract<TBusEvent, { type: T }>['payload'];

/** Every event as it is published (devtools, logging): subscribe with a function, stop with the handle (an Observable's subscribe shape). */
export interface TEventStream<T> {
  subscribe(next: (value: T) => void): { unsubscribe(): void };
}

/** The typed bus the shell owns and hands to remotes through usePlatform(). */
export interface TBus {
  publish<T extends TBusEventType>(type: T, payload: TBusPayload<T>): void;
  /** Subscribes to one event type; returns the unsubscribe function. */
  on<T extends TBusEventType>(type: T, handler: (payload: TBusPayload<T>) => void): () => void;
  /** Every event, for logging and devtools. */
  readonly events$: TEventStream<TBusEvent>;
}
