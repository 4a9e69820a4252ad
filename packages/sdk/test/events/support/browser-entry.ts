/** Bundled into the Chromium test page: processes webhook tokens with the browser's own WebCrypto. */
import {
  createWebhookProcessor,
  isWebhookError,
  productCreated,
  type WebhookPublicKey,
} from "../../../src/events/index.ts";

/** What the page reports for one token: the handler's entity name and date type, or the error code. */
export interface BrowserOutcome {
  name?: string | null | undefined;
  createdIsDate?: boolean;
  error?: string;
}

async function processAll(publicKey: WebhookPublicKey, tokens: string[]): Promise<BrowserOutcome[]> {
  const processor = createWebhookProcessor({ publicKey });
  let last: BrowserOutcome = {};
  processor.on(productCreated, ({ entity }) => {
    last = { name: entity.name, createdIsDate: entity.createdDate instanceof Date };
  });
  const outcomes: BrowserOutcome[] = [];
  for (const token of tokens) {
    last = {};
    try {
      await processor.process(token);
      outcomes.push(last);
    } catch (e) {
      outcomes.push({ error: isWebhookError(e) ? e.code : String(e) });
    }
  }
  return outcomes;
}

Object.assign(globalThis, { vitrineWebhooks: { processAll } });
