// A bulkhead: at most `width` tasks of one kind run at once in this process; the rest wait in
// line (first come, first served) without taking anything from the rest of the server.
//
// Why (issue 31 item 5): on SQLite every query of every request goes through one connection, one
// at a time, and the event loop is shared. A burst of 200 withdrawals, each a dozen queries and a
// transaction, put 200 callers in the connection's line at once, and a login's every query waited
// behind the whole burst. With the money calls in a line of their own, a login's query waits
// behind at most `width` of them, and each grant waits for the event loop's next turn, so requests
// that arrived meanwhile are read and served in between. Throughput does not drop: SQLite runs one
// writer at a time anyway.

export interface TBulkhead {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Test seams: tasks running now, waiting now, and the most that ever ran at once. */
  readonly running: number;
  readonly waiting: number;
  readonly peak: number;
}

export function bulkhead(width: number): TBulkhead {
  if (!Number.isInteger(width) || width < 1) throw new Error(`bulkhead width must be a positive integer, got ${width}`);
  let running = 0;
  let peak = 0;
  const line: (() => void)[] = [];
  const next = () => {
    while (running < width && line.length > 0) {
      running += 1;
      peak = Math.max(peak, running);
      const go = line.shift();
      // Granted on the event loop's next turn, not at once: with SQLite's synchronous driver a
      // grant at once chains every waiting task in one run of promise callbacks, and nothing else
      // (a login's request arriving on its socket) is read until the whole line has drained.
      if (go) setImmediate(go);
    }
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      await new Promise<void>((resolve) => {
        line.push(resolve);
        next();
      });
      try {
        return await task();
      } finally {
        running -= 1;
        next();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return line.length;
    },
    get peak() {
      return peak;
    },
  };
}
