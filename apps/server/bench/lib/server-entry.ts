// The server as the bench runs it: src/main.ts in a process of its own, so its memory is its own. If the
// bench process dies without stopping it, the IPC channel closes and the server shuts down cleanly.
process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));
export {};
await import('../../src/main');
