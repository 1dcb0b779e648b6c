import { createHash, randomBytes } from "node:crypto";

// The product's own one-time links (a garage invitation, a data export): a random token goes
// out in the link, and only its digest is stored, so a copy of the database opens nothing.

/** A new token: 32 random bytes, URL-safe. */
export const newLinkToken = () => randomBytes(32).toString("base64url");

/** What is stored of a token, and looked up by. */
export const digestOfToken = (token: string) =>
  createHash("sha256").update(token).digest("base64url");
