/**
 * DNS failure without traffic leaving the machine: a DNS server on 127.0.0.1
 * (UDP, random port) that answers every question NXDOMAIN and records it, and a
 * `fetch` that resolves host names through that server only. The machine's own
 * resolver sends `.invalid` questions to its configured name server like any
 * other, so the test cannot rely on it to fail locally.
 */
import { createSocket } from "node:dgram";
import { Resolver } from "node:dns";
import type { LookupFunction } from "node:net";

/** A running loopback DNS server. */
export interface LoopbackDns {
  /** Names asked, in order. */
  questions: string[];
  /** `fetch` whose connections resolve names through this server. */
  fetch: typeof globalThis.fetch;
  close(): Promise<void>;
}

/** The question name of a DNS message (RFC 1035 §4.1.2), and where the question ends. */
function question(message: Buffer): { name: string; end: number } {
  const labels: string[] = [];
  let offset = 12;
  while (offset < message.length && message[offset] !== 0) {
    const length = message[offset] as number;
    labels.push(message.subarray(offset + 1, offset + 1 + length).toString("ascii"));
    offset += length + 1;
  }
  return { name: labels.join("."), end: offset + 5 }; // zero label, QTYPE, QCLASS
}

/** The global fetch's connection pool class (undici's Agent): the only way to give fetch a lookup. */
async function agentClass(): Promise<new (options: object) => object> {
  await fetch("data:,").catch(() => undefined); // loads the fetch implementation and its dispatcher
  const dispatcher = (
    globalThis as Record<symbol, { constructor: new (options: object) => object } | undefined>
  )[Symbol.for("undici.globalDispatcher.1")];
  if (!dispatcher) throw new Error("this Node.js has no undici global dispatcher");
  return dispatcher.constructor;
}

/** Starts the server and builds the fetch that uses it. */
export async function startLoopbackDns(): Promise<LoopbackDns> {
  const questions: string[] = [];
  const socket = createSocket("udp4");
  socket.on("message", (message, peer) => {
    const { name, end } = question(message);
    questions.push(name);
    const header = Buffer.from([message[0] ?? 0, message[1] ?? 0, 0x81, 0x83, 0, 1, 0, 0, 0, 0, 0, 0]);
    socket.send(Buffer.concat([header, message.subarray(12, end)]), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
  const resolver = new Resolver({ timeout: 1000, tries: 1 });
  resolver.setServers([`127.0.0.1:${socket.address().port}`]);
  const lookup: LookupFunction = (hostname, _options, callback) =>
    resolver.resolve4(hostname, (error, addresses) =>
      error
        ? callback(error, "", 4)
        : callback(
            null,
            addresses.map((address) => ({ address, family: 4 })),
          ),
    );
  const Agent = await agentClass();
  const dispatcher = new Agent({ connect: { lookup } });
  return {
    questions,
    fetch: (input, init) => fetch(input, { ...init, dispatcher } as RequestInit),
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
