/**
 * The origin the browser loads tiles from, for the CSP's img-src: a `{s}` subdomain placeholder becomes
 * a wildcard ("https://{s}.tile.example.org/{z}/{x}/{y}.png" → "https://*.tile.example.org").
 */
export function tileOrigin(template: string): string | null {
  const match = /^(https?):\/\/([^/]+)\//i.exec(template);
  if (!match) return null;
  const host = match[2]!.replace(/^\{s\}\./, '*.');
  if (!/^(\*\.)?[a-z0-9.-]+(:\d+)?$/i.test(host)) return null;
  return `${match[1]!.toLowerCase()}://${host.toLowerCase()}`;
}
