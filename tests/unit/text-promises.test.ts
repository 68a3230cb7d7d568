/**
 * No text promises what the app does not do (issue 35.20: the help center said "drop a PDF on
 * the page" of a device, which takes no files). Every message, in every language, that speaks of
 * uploading, dropping or attaching files belongs to a control that really takes them; the help
 * articles and the FAQ speak of files only where a screen takes them (a device's Files card).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import pagesData from '@/api/mock/db/apps/pages.data.json';
import type { Catalogue } from '@/i18n/namespace';
import { ALL_NAMESPACE_DEFS } from '@/i18n/sample-app-catalogues';

/** Words for taking in files, in the four languages (upload, drop, drag, attach, attachment). */
const FILE_WORDS =
  /upload|\bdrop|\bdrag|attach|t[ée]l[ée]vers|d[ée]pose[rz]|gliss|joindre|\bjoints?\b|pi[èe]ces? jointes?|رفع|أفلت|إفلات|اسحب|إرفاق|مرفق|上传|拖|附件|附加/i;

/**
 * The messages that may speak of files, each with the component that really takes or gives
 * them (its source must use the message and handle files).
 */
const FILE_MESSAGES: Record<string, { file: string; handles: RegExp }> = {
  'table:form.dropFiles': {
    file: 'src/components/form/file-drop-zone.tsx',
    handles: /useDropzone/,
  },
  'table:form.dropActive': {
    file: 'src/components/form/file-drop-zone.tsx',
    handles: /useDropzone/,
  },
  'table:form.fileRejected': {
    file: 'src/components/form/file-drop-zone.tsx',
    handles: /useDropzone/,
  },
  // The compose dialog's files: a drop zone, and a forwarded message's files kept.
  'email:compose.attachments': {
    file: 'src/screens/email/email-compose-attachments.tsx',
    handles: /<FileDropZone/,
  },
  'email:compose.forwarded': {
    file: 'src/screens/email/email-compose-attachments.tsx',
    handles: /<FileDropZone/,
  },
  // A received e-mail's files: each one a download.
  'email:reader.attachments': { file: 'src/screens/email/email-message.tsx', handles: /download=/ },
  'email:list.hasAttachments': {
    file: 'src/screens/email/email-list-item.tsx',
    handles: /attachments/,
  },
  // A device's and a work order's files (issue 40): the Files card's drop zone, its table and
  // its uploads, and the API's refusals of what is uploaded.
  'common:files.upload': {
    file: 'src/screens/shared/attachments/attachments-card.tsx',
    handles: /<FileDropZone/,
  },
  'common:files.uploading': {
    file: 'src/screens/shared/attachments/attachments-card.tsx',
    handles: /<FileDropZone/,
  },
  'common:files.emptyHint': {
    file: 'src/screens/shared/attachments/attachments-card.tsx',
    handles: /<FileDropZone/,
  },
  'common:files.uploaded': {
    file: 'src/screens/shared/attachments/use-attachment-files.ts',
    handles: /useUploadAttachment/,
  },
  'common:files.uploadedBy': {
    file: 'src/screens/shared/attachments/attachment-columns.tsx',
    handles: /onDownload/,
  },
  'common:files.uploadedAt': {
    file: 'src/screens/shared/attachments/attachment-columns.tsx',
    handles: /onDownload/,
  },
  'common:apiErrors.attachmentKindRefused': {
    file: 'src/api/shared/attachments.ts',
    handles: /sniffAttachment/,
  },
  'common:apiErrors.attachmentNotFound': {
    file: 'src/api/mock/queries/attachments.ts',
    handles: /attachmentContent|bytes/,
  },
  'common:apiErrors.attachmentNotYours': {
    file: 'src/api/mock/queries/attachments.ts',
    handles: /mayDeleteAttachment/,
  },
  'common:apiErrors.attachmentOwnerNotFound': {
    file: 'src/api/mock/queries/attachments.ts',
    handles: /upload/i,
  },
  // Not files: an insulation resistance's drop against the device's first result.
  'tests:rule.insulation.trend': {
    file: 'src/api/shared/electrical-tests/verdicts.ts',
    handles: /trendDrop/,
  },
  'tests:limit.trendDrop': {
    file: 'src/api/shared/electrical-tests/templates.ts',
    handles: /trendDrop/,
  },
  // Not files: the work order board's cards, which really are dragged between its columns.
  'workOrders:board.subtitle': {
    file: 'src/screens/work-orders/board/work-order-board-screen.tsx',
    handles: /onDrop=/,
  },
  'workOrders:board.dropHere': {
    file: 'src/screens/work-orders/board/work-order-board-screen.tsx',
    handles: /onDrop=/,
  },
};

function leaves(catalogue: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]): [string, string][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value && typeof value === 'object'
      ? leaves(value as Catalogue, path)
      : [[path, String(value)]];
  });
}

describe('messages about files belong to controls that take files', () => {
  it('in every language', async () => {
    const found = new Set<string>();
    for (const ns of ALL_NAMESPACE_DEFS) {
      const languages: [string, Catalogue][] = [['en', ns.en as Catalogue]];
      for (const [language, load] of Object.entries(ns.load))
        languages.push([language, (await (load as () => Promise<Catalogue>)()) as Catalogue]);
      for (const [language, catalogue] of languages)
        for (const [key, text] of leaves(catalogue))
          if (FILE_WORDS.test(text))
            found.add(
              `${ns.name}:${key.replace(/_(zero|one|two|few|many|other)$/, '')}${Object.hasOwn(FILE_MESSAGES, `${ns.name}:${key}`) ? '' : ` (${language}: ${text})`}`,
            );
    }
    expect([...found].sort()).toEqual(Object.keys(FILE_MESSAGES).sort());
  });

  it.each(Object.entries(FILE_MESSAGES))(
    '%s: its component uses it and handles files',
    (id, { file, handles }) => {
      const source = readFileSync(file, 'utf8');
      expect(source).toContain(id.split(':')[1].split('.').pop());
      expect(source).toMatch(handles);
    },
  );
});

/** Help that speaks of files, each with the screen part that really takes them. */
const HELP_ON_FILES: Record<string, { file: string; handles: RegExp }> = {
  'faq How can I get the test certificate of a device?': {
    file: 'src/screens/devices/detail/documents-tab.tsx',
    handles: /<AttachmentsCard/,
  },
};

describe('the help articles and the FAQ', () => {
  const text = (html: string) => html.replace(/<[^>]+>/g, ' ');
  it.each(Object.entries(HELP_ON_FILES))('%s: the screen it names takes files', (_, where) => {
    expect(readFileSync(where.file, 'utf8')).toMatch(where.handles);
  });

  it('promise no uploads but where the app takes files, and the help is about the app', () => {
    const articles = pagesData.helpArticles.map((a) => [
      `help ${a.category}/${a.slug}`,
      `${a.title} ${text(a.product)} ${text(a.checkout)}`,
    ]);
    const faq = pagesData.faq.flatMap((g) =>
      g.faqs.map((f) => [`faq ${f.question}`, `${f.question} ${f.answer}`]),
    );
    expect(
      [...articles, ...faq].filter(([, words]) => FILE_WORDS.test(words)).map(([where]) => where),
    ).toEqual(Object.keys(HELP_ON_FILES));
  });
});
