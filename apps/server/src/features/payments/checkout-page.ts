import { formatGBP } from "@automobi/domain";
import { escapeHtml } from "../../http/html.ts";

export const CHECKOUT_WITHDRAWN_MESSAGE =
  "This checkout has expired: the quote it was for is no longer accepted.";

export interface TestCheckoutView {
  sessionId: string;
  amountPence: number;
  vehicle: string;
  registration: string;
  paid: boolean;
  /** Its quote was rejected or deleted: the session can no longer be paid. */
  withdrawn: boolean;
}

/** The built-in test checkout: a plain page, plainly a test that takes no money. */
export function renderTestCheckout(view: TestCheckoutView): string {
  const action = `/checkout/test/${encodeURIComponent(view.sessionId)}`;
  const amount = escapeHtml(formatGBP(view.amountPence));
  const body = view.paid
    ? "<p><strong>This session is already paid.</strong></p>"
    : view.withdrawn
      ? `<p><strong>${escapeHtml(CHECKOUT_WITHDRAWN_MESSAGE)}</strong></p>`
      : `<form method="post" action="${action}/pay"><button type="submit">Pay ${amount} (test)</button></form>
    <form method="post" action="${action}/cancel"><button type="submit">Cancel</button></form>`;
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Test payment: no money is taken</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}.banner{background:#fff3cd;border:1px solid #e0b000;padding:1rem;border-radius:.5rem}form{display:inline-block;margin-right:.5rem}button{font-size:1rem;padding:.6rem 1.2rem}</style>
</head>
<body>
<p class="banner" role="alert"><strong>TEST PAYMENT.</strong> This is the built-in test checkout: no card is asked for and no money is taken.</p>
<h1>Service fee</h1>
<dl>
<dt>Amount</dt><dd>${amount}</dd>
<dt>Vehicle</dt><dd>${escapeHtml(view.vehicle)} (${escapeHtml(view.registration)})</dd>
</dl>
${body}
</body>
</html>
`;
}
