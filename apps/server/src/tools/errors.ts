/** The tool refuses to do what was asked (a target that is not empty, a server that holds the database…): it wrote nothing. */
export class RefusedError extends Error {
  override name = 'RefusedError';
}

/** A server holds the embedded database (one process at a time): the tool wrote nothing. */
export class ServerRunningError extends RefusedError {
  override name = 'ServerRunningError';
}
