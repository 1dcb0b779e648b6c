/** The newest modification time (ms) of the paths, folders walked; 0 when none exists. */
export function newestModification(paths: string[]): number;
/** Why `stamp` must be rebuilt from `inputs`, or null when it is up to date. */
export function staleness(stamp: string, inputs: string[]): string | null;
