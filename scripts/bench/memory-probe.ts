// Loaded into the benchmarked server (NODE_OPTIONS --import, scripts/bench/sockets.ts): on
// SIGUSR2 it collects garbage (when --expose-gc is on) and writes process.memoryUsage() as JSON to
// BENCH_MEMORY_FILE, so the bench can read what the server holds from outside its process.
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    gc?.();
    writeFileSync(file, JSON.stringify({ ...process.memoryUsage(), at: Date.now() }));
  });
}
