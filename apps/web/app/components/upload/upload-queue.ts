/**
 * Runs jobs at most `concurrency` at a time, in the order they were added (SPEC §9: the shared upload
 * control uploads one file at a time). A job's failure is its own business: it never stops the queue.
 */
export function createQueue(concurrency: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const next = () => {
    while (running < concurrency && waiting.length > 0) {
      running += 1;
      waiting.shift()!();
    }
  };

  return {
    run<T>(job: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting.push(() => {
          job()
            .then(resolve, reject)
            .finally(() => {
              running -= 1;
              next();
            });
        });
        next();
      });
    },
    get pending() {
      return waiting.length + running;
    },
  };
}
