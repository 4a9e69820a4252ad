/**
 * A response body that is already JSON text. A handler that assembles its
 * answer from JSON the database stores as text (a page of product documents)
 * returns one, and the HTTP layer sends the text as is, with no parse and no
 * re-serialisation in between.
 */

/**
 * JSON text standing for a value of type `Shape` (the type documents what the
 * text holds; nothing checks it at run time).
 *
 * @example
 * ```ts
 * return new SerializedJson<{ ok: boolean }>('{"ok":true}');
 * ```
 */
export class SerializedJson<Shape = unknown> {
  /** Never set: carries `Shape` for readers of the handler's type. */
  declare readonly shape?: Shape;

  /** The JSON text, sent as the response body. */
  readonly text: string;

  /** @param text - Valid JSON text (the caller builds it from valid JSON parts). */
  constructor(text: string) {
    this.text = text;
  }
}
