/** A slow SMTP server: each message is answered only after this long. */
export const SLOW_SMTP_DELAY_MS = 800;

/**
 * Short timeouts written into SMTP_URL's query string, as an operator may: a 3 s send deadline,
 * so a worker keeps a claim 6 s. Ten slow messages one after another take longer than that,
 * while each one's answer comes well inside the 2.2 s of silence a send tolerates.
 */
export const SLOW_SMTP_QUERY = "connectionTimeout=400&greetingTimeout=400&socketTimeout=2200";

export { waitUntil } from "../support/wait.ts";
