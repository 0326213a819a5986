import { describe, expect, it } from 'vitest';
import { listeningLine, listeningUrl } from './listen-address';

describe('the address the server prints at start', () => {
  it('is the port it really listens on, localhost for a wildcard bind', () => {
    expect(listeningUrl({ address: '0.0.0.0', family: 'IPv4', port: 9123 })).toBe('http://localhost:9123');
    expect(listeningUrl({ address: '::', family: 'IPv6', port: 8080 })).toBe('http://localhost:8080');
    expect(listeningUrl({ address: '127.0.0.1', family: 'IPv4', port: 18437 })).toBe('http://127.0.0.1:18437');
    expect(listeningUrl({ address: '::1', family: 'IPv6', port: 80 })).toBe('http://[::1]:80');
  });

  it('names the public address only when it differs', () => {
    const socket = { address: '0.0.0.0', family: 'IPv4', port: 9000 };
    expect(listeningLine(socket, 'http://localhost:9000')).toBe('http://localhost:9000');
    expect(listeningLine(socket, 'https://cold.example.org')).toBe('http://localhost:9000 (public address https://cold.example.org)');
  });
});
