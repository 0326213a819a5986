/** Raised when the environment is wrong; the message names every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
