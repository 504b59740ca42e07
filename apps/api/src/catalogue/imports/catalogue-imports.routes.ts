import {
  adminCatalogueExport,
  adminCatalogueImport,
  adminCatalogueImportApply,
  adminCatalogueImportBegin,
  adminCatalogueImportCancel,
  adminCatalogueImportCheck,
  adminCatalogueImportPart,
  adminCatalogueImports,
} from '@labmall/contract/catalogue-imports';
import { defineRoute } from '../../platform/route.ts';

/** 导入 and 导出 from the console (issue 34): upload in parts, dry run, apply or cancel, progress; the export. */
export const catalogueImportRoutes = [
  defineRoute({
    ...adminCatalogueImportBegin,
    handler: ({ payload, user, deps }) => deps.catalogueImports.begin(user.id, payload.file_name),
  }),
  defineRoute({
    ...adminCatalogueImportPart,
    handler: ({ payload, deps }) => deps.catalogueImports.part(payload.id, payload.content),
  }),
  defineRoute({
    ...adminCatalogueImportCheck,
    handler: ({ payload, deps }) => deps.catalogueImports.check(payload.id),
  }),
  defineRoute({
    ...adminCatalogueImportApply,
    handler: ({ payload, deps }) => deps.catalogueImports.apply(payload.id),
  }),
  defineRoute({
    ...adminCatalogueImportCancel,
    handler: ({ payload, deps }) => deps.catalogueImports.cancel(payload.id),
  }),
  defineRoute({
    ...adminCatalogueImport,
    handler: ({ payload, deps }) => deps.catalogueImports.get(payload.id),
  }),
  defineRoute({
    ...adminCatalogueImports,
    handler: ({ deps }) => deps.catalogueImports.recent(),
  }),
  defineRoute({
    ...adminCatalogueExport,
    handler: ({ payload, deps }) => deps.catalogueImports.exportPage(payload.after),
  }),
];
