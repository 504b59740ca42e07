/**
 * exceljs on first use: it costs a server about 38 MB of memory (bench:ssr), and only exports, the
 * quick-order sheet and XLSX imports need it. Import its types with `import type ExcelJS from 'exceljs'`.
 */
export async function loadExcel() {
  return (await import('exceljs')).default;
}
