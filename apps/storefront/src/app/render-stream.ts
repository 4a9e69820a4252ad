/**
 * Where the server's renderer writes a page: a Node `Writable` for React DOM's
 * `renderToPipeableStream`, read as the web `ReadableStream` of the router's `Response`. React DOM
 * writes a flush in pieces of at most 4 KB and says when the flush is done (`flush()`); each
 * flush reaches the response as one chunk, so a page rendered in one flush is one write to the
 * socket (and one compressor flush) instead of one per piece, and no `PassThrough` and stream
 * adapter stand between them. While the body still holds a flush its reader has not taken (the
 * client reads slower than the page renders: the server's response waits for its socket to drain),
 * a write answers `false`, which makes React DOM stop writing until `drain`, emitted when the
 * reader takes it: a slow client holds at most a flush or two, not the whole page. A response the
 * client stops reading destroys the writable, which stops the render.
 */
import { Writable } from "node:stream";

/** A writable's own `write`, for the render stream's, which answers for the body's reader. */
const writableWrite: (this: Writable, chunk: Uint8Array | string) => boolean = Writable.prototype.write;

/** The two ends: what React DOM pipes into, and the body of the response. */
export interface RenderStream {
  destination: Writable & { flush(): void };
  body: ReadableStream<Uint8Array>;
}

/**
 * A new render stream; `onChunk` sees every chunk the body is given (the page cache keeps them),
 * `onEnd` is called once the render has ended.
 *
 * @example
 * ```ts
 * const { destination, body } = renderStream({ onEnd: () => clearTimeout(timeout) });
 * pipe(destination);
 * resolve(new Response(body, { headers, status }));
 * ```
 */
export function renderStream({
  onChunk,
  onEnd,
}: {
  onChunk?: ((chunk: Uint8Array) => void) | undefined;
  onEnd?: (() => void) | undefined;
} = {}): RenderStream {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let pending: Buffer[] = [];
  let closed = false;
  // A write answered false: React DOM waits for "drain".
  let paused = false;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    // The reader took what the body held.
    pull() {
      if (!paused) return;
      paused = false;
      destination.emit("drain");
    },
    cancel() {
      closed = true;
      destination.destroy();
    },
  });
  const flush = () => {
    if (pending.length === 0) return;
    const chunk = pending.length === 1 ? (pending[0] as Buffer) : Buffer.concat(pending);
    pending = [];
    onChunk?.(chunk);
    if (!closed) controller.enqueue(chunk);
  };
  const destination = Object.assign(
    new Writable({
      // React DOM writes views it never writes into again, and strings, which come as Buffers.
      write(chunk: Buffer, _encoding, callback) {
        pending.push(chunk);
        callback();
      },
      final(callback) {
        flush();
        onEnd?.();
        if (!closed) controller.close();
        closed = true;
        callback();
      },
    }),
    {
      flush,
      // Every write is kept (React DOM finishes the piece it is writing); the answer says whether
      // to go on.
      write(chunk: Uint8Array | string): boolean {
        writableWrite.call(destination, chunk);
        if (closed || (controller.desiredSize ?? 1) > 0) return true;
        paused = true;
        return false;
      },
    },
  );
  return { destination, body };
}
