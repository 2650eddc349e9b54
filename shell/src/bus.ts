import { createBus } from '@tessera/platform-sdk';

/** The shell's one bus (the SDK's createBus; remotes reach it through useBus()). */
export const bus = createBus();
export { createBus };
