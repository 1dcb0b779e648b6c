/** Spec: a request id is shown as its first 8 characters. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** For route parameters: is this a UUID at all? */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
