// The sockets one instance holds open, so shutdown and logout can close them.
import type { WSContext } from 'hono/ws';

interface Entry {
  /** Hashed kitchen session id; null for a diner. */
  sessionId: string | null;
}

export class SocketRegistry {
  private readonly open = new Map<WSContext, Entry>();

  add(ws: WSContext, sessionId: string | null = null): void {
    this.open.set(ws, { sessionId });
  }

  remove(ws: WSContext): void {
    this.open.delete(ws);
  }

  get size(): number {
    return this.open.size;
  }

  /** Closes the kitchen sockets of a session that logged out. */
  closeSession(sessionId: string, code: number, reason: string): void {
    for (const [ws, entry] of this.open) if (entry.sessionId === sessionId) ws.close(code, reason);
  }

  closeAll(code: number, reason: string): void {
    for (const ws of this.open.keys()) ws.close(code, reason);
    this.open.clear();
  }
}
