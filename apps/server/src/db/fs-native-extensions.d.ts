/** The part of fs-native-extensions (no types of its own) that the PGlite folder lock uses. */
declare module 'fs-native-extensions' {
  /** An exclusive (or, with `shared`, shared) lock on a file descriptor without waiting: false when another holds it. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
