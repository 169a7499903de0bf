// Builds (when stale) and starts one real server for the whole e2e run; tests read its port with
// `inject('port')`. The server seeds its own fresh SQLite database in a temporary data directory.
import type { TestProject } from 'vitest/node';
import { removeDataDir, startServer } from './support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
    dataDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startServer();
  project.provide('port', server.port);
  project.provide('dataDir', server.dataDir);
  return async () => {
    await server.stop();
    removeDataDir(server.dataDir);
  };
}
