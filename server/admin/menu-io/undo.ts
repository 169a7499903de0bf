// One-step undo of a menu import (issue [16/21] item 12, docs/menu-format.md "Undo"). An import
// keeps the menu it replaced, as its JSON menu document, in menu_undo: one copy per company, so
// a second import replaces the copy. Undo writes that copy back in one ownerWrite (as an import
// of it would: new ids, consumed stock at 0) and drops it, so undo is one step, never a chain.
// The copy lives in the database: it survives a restart and every instance sees it.
import type { Kysely } from 'kysely';
import { toJson } from '../../db/json';
import type { Database } from '../../db/schema';
import { recordAudit } from '../audit';
import { ownerWrite } from '../write';
import { countMenu } from './format';
import type { MenuCounts, MenuDocument } from './format';
import { readOwnMenuDocument } from './json';
import { countStoredMenu, replaceStoredMenu } from './store';

/** What an undo would put back, as GET /api/admin/menu/undo answers it. */
export interface MenuUndoState {
  /** When the import that replaced this menu ran (ISO). */
  replaced_at: string;
  /** The menu undo restores. */
  counts: MenuCounts;
}

/** Keeps `menu` (the one being replaced) as the company's undo copy; run in the import's transaction. */
export async function keepUndoCopy(
  trx: Kysely<Database>,
  companyId: string,
  menu: MenuDocument,
  actor: string,
  now: Date = new Date(),
): Promise<void> {
  const row = {
    company_id: companyId,
    menu: toJson(menu),
    replaced_at: now.toISOString(),
    actor,
  };
  await trx
    .insertInto('menu_undo')
    .values(row)
    .onConflict((oc) =>
      oc.column('company_id').doUpdateSet({
        menu: row.menu,
        replaced_at: row.replaced_at,
        actor: row.actor,
      }),
    )
    .execute();
}

/**
 * The company's undo copy, its shape checked as it comes back from the database; null when there
 * is none, or when it no longer reads as a menu document.
 */
async function readUndoCopy(
  db: Kysely<Database>,
  companyId: string,
): Promise<{ menu: MenuDocument; replaced_at: string } | null> {
  const row = await db
    .selectFrom('menu_undo')
    .select(['menu', 'replaced_at'])
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!row) return null;
  const menu = readOwnMenuDocument(row.menu);
  return menu ? { menu, replaced_at: row.replaced_at } : null;
}

export async function menuUndoState(
  db: Kysely<Database>,
  companyId: string,
): Promise<MenuUndoState | null> {
  const copy = await readUndoCopy(db, companyId);
  return copy ? { replaced_at: copy.replaced_at, counts: countMenu(copy.menu) } : null;
}

export interface MenuUndoResult {
  /** The menu put back. */
  restored: MenuCounts;
  /** The menu it replaced (the imported one, with any edits made since). */
  replaced: MenuCounts;
  /** When the import being undone ran. */
  replaced_at: string;
}

/** Puts the last import's replaced menu back and drops the copy; null when there is nothing to undo. */
export async function undoMenuImport(
  db: Kysely<Database>,
  by: { companyId: string; actor: string },
): Promise<MenuUndoResult | null> {
  return ownerWrite(db, by.companyId, async (trx) => {
    // Read inside the transaction, after the company's row is locked: two undos cannot both
    // restore the same copy.
    const copy = await readUndoCopy(trx, by.companyId);
    if (!copy) return null;
    const before = await countStoredMenu(trx, by.companyId);
    await replaceStoredMenu(trx, by.companyId, copy.menu);
    await trx.deleteFrom('menu_undo').where('company_id', '=', by.companyId).execute();
    const restored = countMenu(copy.menu);
    await recordAudit(trx, {
      companyId: by.companyId,
      actor: by.actor,
      action: 'menu.undo',
      entity: 'menu',
      entityId: null,
      before,
      after: { ...restored, replaced_at: copy.replaced_at },
    });
    return { restored, replaced: before, replaced_at: copy.replaced_at };
  });
}
