import {
  access,
  type ContentTypeName,
  contentTypes,
  exportQuerySchema,
  exportRowSchema,
  IMPORT_EXTRA_COLUMNS,
  IMPORT_HEADER_MAX_BYTES,
  importAnswerSchema,
  importQuerySchema,
  importRowSchema,
} from '@studio/contracts';
import { z } from 'zod';
import { sendFile } from './files';
import { pascal, type RestRoute, route } from './route';

/** What refuses a CSV import's header row before the file is read. */
const headerCaps = `over ${IMPORT_HEADER_MAX_BYTES / 1024} KiB or of more than ${IMPORT_EXTRA_COLUMNS} columns beyond those the export writes`;

/** A content type's export and import (decision 046), derived from the registry. */
export function contentTransferRoutes(type: ContentTypeName): RestRoute[] {
  const { stem, label } = contentTypes[type];
  const name = pascal(type);
  const tag = label;
  return [
    route({
      method: 'get',
      path: `/api/${stem}export`,
      operationId: `export${name}`,
      summary: `Every ${label} record (drafts too) as a JSON or CSV file, in the site's order`,
      tag,
      access: access.contentTransfer.export,
      query: exportQuerySchema,
      success: [
        {
          status: 200,
          description:
            'A JSON array of rows, or CSV (UTF-8 with a BOM, a header row of the column names; a cell starting with =, +, -, @ or their full-width forms (＝ ＋ － ＠), after any spaces, or with a tab, a carriage return or a BOM gets a leading apostrophe; a list field is its JSON). With more than one locale (LOCALES), the fields are followed by a column per non-default locale and localized field, named `<field>@<locale>` (such as `title@es`): that translation, or null (an empty cell) where there is none',
          files: ['application/json', 'text/csv'],
          headers: { 'Content-Disposition': `attachment, named ${stem}.json or ${stem}.csv` },
          jsonList: { name: `${name}ExportRow`, schema: exportRowSchema(type) },
        },
      ],
      handler: async (req, reply) => {
        const file = await req.server.services.content.export(req.actor, type, req.query);
        return sendFile(reply, file, file.body);
      },
    }),
    route({
      method: 'post',
      path: `/api/${stem}import`,
      operationId: `import${name}`,
      summary: `Add and update ${label} records from an export's rows, all or nothing`,
      tag,
      access: access.contentTransfer.import,
      query: importQuerySchema,
      body: {
        kind: 'json',
        name: `${name}ImportRows`,
        schema: z.array(importRowSchema(type)),
        text: {
          mediaType: 'text/csv',
          description: `The CSV of an export: a header row of column names (refused ${headerCaps}), then one record a line (an empty publishAt or unpublishAt clears it; an empty field is left out; an empty \`<field>@<locale>\` cell removes that translation, a locale without any such column keeps its translations)`,
        },
      },
      bodyLimit: (config) => config.importLimits.maxBytes,
      success: [
        {
          status: 200,
          description: 'What was (with `dryRun=1`: would be) added and updated',
          name: 'ImportAnswer',
          schema: importAnswerSchema,
        },
      ],
      refusals: [409],
      refusalNotes: {
        400: `An invalid row (a \`<field>@<locale>\` column of a locale not translated into or of a field without translations included), a body that is no array of rows, or a CSV header row ${headerCaps}: nothing was written. \`issues\` lists each problem with its \`row\` (1 for the first record) and \`path\``,
        409: 'A record changed while the import ran: nothing was written',
        413: 'The body is over IMPORT_MAX_BYTES, or it holds more than IMPORT_MAX_ROWS records',
      },
      handler: (req) => req.server.services.content.import(req.actor, type, req.body, req.query),
    }),
  ];
}
