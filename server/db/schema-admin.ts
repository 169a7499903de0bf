// Row shapes of the back office's tables (migrations 0006, 0007 and 0010). See schema.ts.
import type { JsonText } from './schema';

export interface OwnerSessionsTable {
  id: string;
  company_id: string;
  expires_at: string;
  created_at: string;
}

export interface AdminAuditTable {
  id: string;
  company_id: string;
  actor: string;
  action: string;
  entity: string;
  entity_id: string | null;
  before: JsonText | null;
  after: JsonText | null;
  created_at: string;
}

export interface SettingsVersionsTable {
  company_id: string;
  /** A settings section, e.g. 'hours'. */
  section: string;
  version: number;
}

/** The menu the last import replaced, one per company (server/admin/menu-io/undo.ts). */
export interface MenuUndoTable {
  company_id: string;
  menu: JsonText;
  replaced_at: string;
  actor: string;
}
