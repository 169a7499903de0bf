// §4.3 condition A's "locally stored list of already-shown ids", per company. localStorage for
// now (the offline issue moves it to Dexie); storage that throws reads as an empty list.
const key = (companyId: string) => `comanda:status-modal-shown:${companyId}`;
const MAX_IDS = 100;

export function readShownModalIds(companyId: string): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key(companyId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberShownModal(companyId: string, orderId: string): void {
  const ids = readShownModalIds(companyId).filter((id) => id !== orderId);
  ids.push(orderId);
  try {
    localStorage.setItem(key(companyId), JSON.stringify(ids.slice(-MAX_IDS)));
  } catch {
    // Not remembered: at worst the modal shows once more.
  }
}
