/**
 * The usage text of `vitrine-emulator start`, printed by `--help` and after a command-line
 * mistake: every flag, its default, and the other commands; and the documented demo API key it
 * names.
 */

/** The demo API key, used with `--seed demo` when no `--api-key` is given. Documented; never use it for real data. */
export const DEMO_API_KEY = "vitrine-demo-api-key";

/** Usage text for `--help` and errors. */
export const USAGE = `Usage: vitrine-emulator start [options]

  --port N             port to listen on (default 4000; 0 picks a free one)
  --host HOST          interface to listen on (default 127.0.0.1)
  --data DIR           keep data in a PGlite folder (default .vitrine/)
  --in-memory          keep data in memory only
  --seed demo|none     load the demo catalogue into an empty store (default none)
  --seed-file FILE     load a store file (from vitrine-emulator export) into an empty store
  --seed-products N    then add N generated products (simple physical products with
                       varied names and prices, for trying a big catalogue; default 0)
  --import PATH        the same (a missing file is an empty start when PATH is also
                       the --export-on-exit PATH)
  --export-on-exit PATH
                       write the store to PATH as a store file when stopped
                       (password hashes included)
  --catalog v1|v3      the catalogue the store runs (default v1); the other one's calls are refused
  --api-key KEY        accept KEY as merchant API key (repeatable; with --seed demo
                       the default is the demo key ${DEMO_API_KEY})
  --client-id ID       OAuth client id for visitors and members (default vitrine-demo-client)
  --allow-origin URL   browser origin allowed for that client (repeatable;
                       default http://localhost:5173)
  --product-url URL    the store's product page, {slug} for the product's slug
                       (default ORIGIN/product/{slug} of the first --allow-origin)
  --public-url URL     the emulator's public origin (default http://localhost:PORT)
  --media-url URL      the origin the demo store's pictures are named under (default the
                       public URL; https://static.wixstatic.com names them on the provider's
                       media host, for stores whose image tools accept only that host)
  --allow-host HOST    also answer requests whose Host is HOST (repeatable; localhost,
                       127.0.0.1, [::1] and the public URL's host always are; others
                       get 421, against DNS rebinding)
  --dev-token TOKEN    the token every /_dev route asks for when --host is not loopback
                       (default: a random one, printed at start); send it as
                       "authorization: Bearer TOKEN" or open /_dev/?token=TOKEN once
  --webhook URL        send every event to URL as a signed webhook (repeatable)
  --cart-abandon-after MINUTES
                       a cart with a known buyer e-mail left untouched this long
                       is abandoned (CartAbandonedEvent; default 60)
  --require-email-verification true|false
                       new members confirm their e-mail with a mailed code (default true)
  --require-owner-approval
                       new members wait for the merchant's approval
  --require-captcha    register and login always need a captcha token
                       (a random test token, printed at start, counts as solved)

  --coupon CODE:PERCENT
                       a coupon taking PERCENT off the subtotal (repeatable; with
                       --seed demo the default is VITRINE10:10)
  --shipping-rate AMOUNT
                       flat shipping per cart with something to ship
                       (default 0; 5.00 with --seed demo)
  --tax-rate PERCENT   tax on the subtotal after the coupon (default 0; 8 with --seed demo)

  --store-name NAME    the store's name in the hosted pages' header and title
                       (1 to 80 characters; default "Vitrine store")
  --brand-color #RRGGBB
                       the hosted pages' accent (buttons, links, focus ring; default
                       #1f55d6); the text on it and links drawn in it are made to
                       keep WCAG AA contrast whatever the colour
  --logo-url URL       an http(s) image shown beside the store's name

  --log requests       print one line per request (method, path, status, ms, request id)

  --smtp-url URL       also deliver every e-mail to this SMTP server
                       (smtp://user:pass@host:port or smtps://…; default $SMTP_URL)
  --mail-from ADDRESS  the address the store's e-mails come from, under the
                       store's name (default no-reply@vitrine.localhost)

Every e-mail sent (codes, reset and activation links) is printed, and listed at
/_dev/mailbox.

Console: open http://HOST:PORT/_dev/ in a browser (the banner prints the URL) for
the store's overview and credentials, the mailbox and text messages, webhook
subscriptions, deliveries (payload, signature, replay), faults and test events,
and a live request log. Beyond loopback it asks for the dev token like all /_dev.

Test lab (/_dev, see the README): webhook faults and replays
(POST|DELETE /_dev/webhooks/faults, POST /_dev/webhooks/deliveries/ID/replay,
POST /_dev/webhooks/replay), store snapshots (POST|GET /_dev/snapshots,
POST /_dev/snapshots/NAME/restore, DELETE /_dev/snapshots/NAME) and the movable
clock (GET /_dev/clock; POST /_dev/clock {"advanceMs": N} | {"set": ISO} |
{"reset": true}: forward only, for token and link expiry, cart abandonment and
webhook retries), with a merchant API key.

Other commands: vitrine-emulator export > store.json (see export --help);
vitrine-emulator --version; vitrine-emulator trigger cart-abandoned|cart-recovered|inventory-variants-changed
(see trigger --help)

Environment: DATABASE_URL=postgres://… stores data in PostgreSQL instead of PGlite
(unless --data or --in-memory is given); SMTP_URL=smtp://… delivers e-mails by SMTP
(unless --smtp-url is given).`;
