/**
 * The `?next=` destination after signing in, only when it is a path on this site:
 * '/profile' is kept; 'https://evil.example', '//evil.example' and '/\evil.example' are not.
 */
export function safeNextPath(next: string | null): string | null {
  if (!next?.startsWith("/")) return null;
  if (next.startsWith("//") || next.startsWith("/\\")) return null;
  return next;
}
