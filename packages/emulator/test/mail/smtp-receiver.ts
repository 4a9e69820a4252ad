/**
 * A tiny SMTP server for tests, on 127.0.0.1 and a free port: enough of RFC 5321
 * for nodemailer (greeting, EHLO/HELO, AUTH PLAIN, MAIL FROM, RCPT TO, DATA with
 * dot unstuffing, RSET, NOOP, QUIT). It keeps each message with its envelope, parsed
 * headers and text body (quoted-printable decoded). With `rejectRecipients` it
 * answers RCPT TO with 550, as a server refusing the mail would.
 *
 * @example
 * const smtp = await startSmtpReceiver();
 * // … configure smtpUrl: smtp.url, make the emulator send a mail …
 * const mail = await smtp.nextMessage();
 * expect(mail.headers.subject).toBe("Your verification code");
 * await smtp.close();
 */
import { createServer, type Socket } from "node:net";

/** One message the receiver accepted. */
export interface ReceivedMessage {
  /** The envelope sender and recipients (MAIL FROM, RCPT TO). */
  envelope: { from: string; to: string[] };
  /** The credentials of the connection's AUTH PLAIN, if it authenticated. */
  auth?: { user: string; pass: string };
  /** Header fields by lower-case name (unfolded). */
  headers: Record<string, string>;
  /** The body, quoted-printable decoded when so encoded. */
  text: string;
}

/** A running receiver. */
export interface SmtpReceiver {
  /** `smtp://127.0.0.1:<port>` */
  url: string;
  /** Every message accepted so far. */
  messages: ReceivedMessage[];
  /** The next message not yet returned by this function (waits up to `timeoutMs`). */
  nextMessage(timeoutMs?: number): Promise<ReceivedMessage>;
  /** Stops listening and drops open connections. */
  close(): Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function parseMessage(
  envelope: ReceivedMessage["envelope"],
  auth: ReceivedMessage["auth"],
  data: string,
): ReceivedMessage {
  const split = data.indexOf("\r\n\r\n");
  const head = split < 0 ? data : data.slice(0, split);
  const body = split < 0 ? "" : data.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const quoted = /quoted-printable/i.test(headers["content-transfer-encoding"] ?? "");
  const text = quoted ? decodeQuotedPrintable(body) : body;
  return auth ? { envelope, auth, headers, text } : { envelope, headers, text };
}

/** Starts a receiver on 127.0.0.1 with a free port. */
export async function startSmtpReceiver(options: { rejectRecipients?: boolean } = {}): Promise<SmtpReceiver> {
  const messages: ReceivedMessage[] = [];
  const sockets = new Set<Socket>();
  let waiter: (() => void) | undefined;
  let returned = 0;

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    let buffer = "";
    let data: string[] | undefined;
    let envelope: ReceivedMessage["envelope"] = { from: "", to: [] };
    let auth: ReceivedMessage["auth"];
    const reply = (line: string) => socket.write(`${line}\r\n`);

    const onLine = (line: string) => {
      if (data) {
        if (line !== ".") {
          data.push(line.startsWith("..") ? line.slice(1) : line);
          return;
        }
        messages.push(parseMessage(envelope, auth, data.join("\r\n")));
        data = undefined;
        envelope = { from: "", to: [] };
        waiter?.();
        reply("250 2.0.0 accepted");
        return;
      }
      const verb = line.slice(0, 4).toUpperCase();
      const argument = /<([^>]*)>/.exec(line)?.[1] ?? "";
      if (verb === "EHLO") {
        reply("250-127.0.0.1 test receiver");
        reply("250 AUTH PLAIN");
      } else if (verb === "HELO") reply("250 127.0.0.1 test receiver");
      else if (verb === "AUTH") {
        const [, user = "", pass = ""] = Buffer.from(line.split(" ")[2] ?? "", "base64")
          .toString("utf8")
          .split("\0");
        auth = { user, pass };
        reply("235 2.7.0 authenticated");
      } else if (verb === "MAIL") {
        envelope = { from: argument, to: [] };
        reply("250 2.1.0 sender ok");
      } else if (verb === "RCPT") {
        if (options.rejectRecipients) reply("550 5.1.1 mailbox unavailable");
        else {
          envelope.to.push(argument);
          reply("250 2.1.5 recipient ok");
        }
      } else if (verb === "DATA") {
        data = [];
        reply("354 end data with <CR><LF>.<CR><LF>");
      } else if (verb === "RSET") {
        envelope = { from: "", to: [] };
        reply("250 2.0.0 reset");
      } else if (verb === "NOOP") reply("250 2.0.0 ok");
      else if (verb === "QUIT") {
        reply("221 2.0.0 bye");
        socket.end();
      } else reply("502 5.5.2 command not implemented");
    };

    socket.on("data", (chunk: Buffer) => {
      buffer += chunk.toString("latin1");
      for (let end = buffer.indexOf("\r\n"); end >= 0; end = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        onLine(line);
      }
    });
    reply("220 127.0.0.1 ESMTP test receiver");
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async nextMessage(timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length <= returned) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no SMTP message within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiter = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      const message = messages[returned] as ReceivedMessage;
      returned += 1;
      return message;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A `smtp://127.0.0.1:<port>` URL on which nothing listens (the port was free a moment ago). */
export async function closedSmtpUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}
