import { CATALOGUE_IMPORT_PART_BYTES } from '@labmall/contract/catalogue-import-limits';
import { QUICK_SHEET_CHUNK_CHARS } from '@labmall/contract/quick-limits';
import { api } from '../../lib/api/browser';

function base64Pieces(bytes: Uint8Array): string[] {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  const base64 = btoa(binary);
  const pieces: string[] = [];
  for (let i = 0; i < base64.length; i += QUICK_SHEET_CHUNK_CHARS)
    pieces.push(base64.slice(i, i + QUICK_SHEET_CHUNK_CHARS));
  return pieces;
}

/**
 * Sends an import file in parts (each request stays under the API's body limit), reporting the bytes
 * sent, then starts its dry run. Answers the import's id; throws when the API refused (it said why).
 */
export async function uploadCatalogueFile(file: File, onSent: (bytes: number) => void): Promise<number> {
  const { id } = await api.post('/admin/catalogue/imports', { file_name: file.name });
  for (let start = 0; start < file.size; start += CATALOGUE_IMPORT_PART_BYTES) {
    const part = new Uint8Array(await file.slice(start, start + CATALOGUE_IMPORT_PART_BYTES).arrayBuffer());
    await api.post('/admin/catalogue/imports/part', { id, content: base64Pieces(part) });
    onSent(Math.min(file.size, start + CATALOGUE_IMPORT_PART_BYTES));
  }
  await api.post('/admin/catalogue/imports/check', { id });
  return id;
}

/** 导出: the catalogue page after page, joined into one CSV. */
export async function exportCatalogueCsv(): Promise<{ csv: string; rows: number }> {
  const parts: string[] = [];
  let rows = 0;
  let after: number | null = 0;
  while (after !== null) {
    const page: { csv: string; rows: number; next: number | null } = await api.get(
      '/admin/catalogue/export',
      {
        after,
      },
    );
    parts.push(page.csv);
    rows += page.rows;
    after = page.next;
  }
  return { csv: parts.join(''), rows };
}
