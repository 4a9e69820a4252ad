/**
 * Coalesced calls: concurrent calls of one operation that the database can
 * serve in one statement go out together. The first call runs at once, alone;
 * calls made while a run is in flight wait for it and then go out as the next
 * run, all in one statement (up to `maxBatch`). Nothing waits on a timer, so a
 * lone call pays nothing, and under load each statement, round trip and commit
 * serves as many calls as arrived during the previous one. Every call is
 * answered only once its run has finished (for a write: committed).
 */

/** Serves a batch: one answer per input, in the inputs' order. */
export type BatchRun<In, Out> = (inputs: readonly In[]) => Promise<readonly Out[]>;

interface Waiting<In, Out> {
  readonly input: In;
  readonly resolve: (output: Out) => void;
  readonly reject: (reason: unknown) => void;
}

/** How many calls one run serves at most, by default. */
const MAX_BATCH = 64;

/**
 * A function that serves each call through `run`, coalescing concurrent calls. When a run
 * fails, every call it served fails with its error.
 *
 * @example
 * ```ts
 * const findCart = coalescedCalls((ids: readonly string[]) => readCarts(db, ids));
 * const [a, b] = await Promise.all([findCart("c1"), findCart("c2")]); // one statement
 * ```
 */
export function coalescedCalls<In, Out>(
  run: BatchRun<In, Out>,
  maxBatch = MAX_BATCH,
): (input: In) => Promise<Out> {
  let waiting: Waiting<In, Out>[] = [];
  let inFlight = false;

  const runNext = (): void => {
    if (inFlight || waiting.length === 0) return;
    const batch = waiting.slice(0, maxBatch);
    waiting = waiting.slice(batch.length);
    inFlight = true;
    // The next run may start as soon as this one has answered, before its callers go on.
    const finished = () => {
      inFlight = false;
      runNext();
    };
    Promise.resolve()
      .then(() => run(batch.map((call) => call.input)))
      .then(
        (outputs) => {
          finished();
          for (const [index, call] of batch.entries()) call.resolve(outputs[index] as Out);
        },
        (reason: unknown) => {
          finished();
          for (const call of batch) call.reject(reason);
        },
      );
  };

  return (input) =>
    new Promise<Out>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      runNext();
    });
}

/**
 * {@link coalescedCalls} kept apart per pair of keys (e.g. a database handle and the config
 * its statement is built from): calls coalesce only with calls of the same pair.
 *
 * @example
 * ```ts
 * const readCart = coalescedPer((db: Queryable, config: EmulatorConfig, ids: readonly string[]) =>
 *   readCarts(db, config, ids),
 * );
 * await readCart(db, config, "c1");
 * ```
 */
export function coalescedPer<A extends object, B extends object, In, Out>(
  run: (a: A, b: B, inputs: readonly In[]) => Promise<readonly Out[]>,
): (a: A, b: B, input: In) => Promise<Out> {
  const calls = new WeakMap<A, WeakMap<B, (input: In) => Promise<Out>>>();
  return (a, b, input) => {
    let byB = calls.get(a);
    if (!byB) {
      byB = new WeakMap();
      calls.set(a, byB);
    }
    let call = byB.get(b);
    if (!call) {
      call = coalescedCalls((inputs: readonly In[]) => run(a, b, inputs));
      byB.set(b, call);
    }
    return call(input);
  };
}
