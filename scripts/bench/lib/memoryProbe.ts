// Preloaded into a benchmark's server child (`node --expose-gc --import tsx --import <this file> server/main.ts`,
// spawned with an IPC channel): answers the message 'memory' with process.memoryUsage() taken after
// full garbage collections, so that a heap figure counts what the server keeps, not what it has
// yet to collect. It changes nothing else in the server.
const collect = (globalThis as { gc?: () => void }).gc;

if (process.send) {
  process.on('message', (message) => {
    if (message !== 'memory') return;
    collect?.();
    collect?.();
    process.send!({ ...process.memoryUsage(), collected: collect !== undefined });
  });
}

export {};
