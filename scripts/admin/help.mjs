// The text `npm run admin -- help` prints.
export const HELP = `Usage: npm run admin -- <command> [options]

Shop (default the local shop at http://localhost:8787):
  --url <address>        a deployed shop, e.g. https://kirana.example.com
  --shop <slug>          a distributor of that address (kirana -> kirana.localhost:8787)
  --host <host>          the Host header to send, as given
  --email/--password     operator login (or ADMIN_EMAIL / ADMIN_PASSWORD;
                         the demo admin is used only for a local shop)
  --json                 print the server's answer as JSON

Commands:
  orders list [--status pending|approved|completed|cancelled|returned|refunded] [--page n] [--limit n]
  orders approve <orderId>
  orders assign <orderId> <riderId>
  orders refund <orderId> [--product <productId>]
  orders verify-payment <orderId> --utr <bank reference> --notes <how it was checked>
  coupons list
  coupons add --code C --kind percent|flat --value V --from YYYY-MM-DD --to YYYY-MM-DD
              [--cap rupees] [--min rupees] [--limit per-customer] [--description text]
  coupons edit <id> [any coupons add option] [--active true|false] [--cap none]
  coupons deactivate <id>
  products add --name N --price rupees --category <id> --rate <GST %> --hsn <code> [--unit <UQC>] [--discount %] [--stock n]
  products price <id> <rupees>
  products discount <id> <percent>
  products stock <id> <quantity>
  products tax <id> [--hsn <4, 6 or 8 digits>] [--rate <GST percent in force>]
  products withdraw <id>
  categories image <id> --banner|--tile <file>
  delivery-charge set <rupees>
  customers list [--limit n] [--offset n]
  customers delete <id>
  customers restore <id>
  delivery-areas list
  delivery-areas add --pincodes "560001-560099, 560103" --charge <rupees> --cod yes|no --days <n or n-m>
  delivery-areas clear
  gst rates
  gst supplier [--legal-name N --address A --state <2-digit code> --gstin G]
  help
`;
