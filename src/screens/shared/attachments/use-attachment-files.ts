import { useState } from 'react';

import {
  useAttachmentContentFetch,
  useDeleteAttachment,
  useUploadAttachment,
  type AttachmentOwner,
} from '@/api/client/attachments';
import type { Attachment } from '@/api/types/attachments';
import { toast } from '@/components/feedback/toast';
import { commonNs } from '@/i18n/ns/common';
import { useKitTranslation } from '@/i18n/use-kit-translation';

/** How long an opened file's object URL lives: long enough for the new tab to read it. */
const OPENED_URL_MS = 60_000;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * What the files card does: upload one file after another (each said in a toast: the API's own
 * refusal, in the user's language, for a program or a file too large), open a file in a new tab
 * or save it from the bytes the API gives back, and delete.
 */
export function useAttachmentFiles(owner: AttachmentOwner) {
  const { t } = useKitTranslation(commonNs);
  const upload = useUploadAttachment();
  const remove = useDeleteAttachment();
  const content = useAttachmentContentFetch();
  const [uploading, setUploading] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const uploadAll = async (files: readonly File[]) => {
    for (const file of files) {
      setUploading(file.name);
      try {
        await upload.mutateAsync({ owner, file });
        toast.success(t('files.uploaded', { name: file.name }));
      } catch (error) {
        toast.error(`${file.name}: ${messageOf(error)}`);
      }
    }
    setUploading(null);
  };

  /** The file's bytes as a Blob of its stored kind (not the name's, nor a guess). */
  const blobOf = async (file: Attachment) => {
    setBusyId(file.id);
    try {
      const blob = await content(file.id);
      return new Blob([blob], { type: file.contentType });
    } catch (error) {
      toast.error(messageOf(error));
      return null;
    } finally {
      setBusyId(null);
    }
  };

  const open = async (file: Attachment) => {
    // The tab is opened on the click, before the bytes arrive: a popup blocker allows only that.
    const tab = window.open('', '_blank');
    const blob = await blobOf(file);
    if (!blob) {
      tab?.close();
      return;
    }
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    window.setTimeout(() => URL.revokeObjectURL(url), OPENED_URL_MS);
  };

  const download = async (file: Attachment) => {
    const blob = await blobOf(file);
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = file.name;
    document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), OPENED_URL_MS);
  };

  const destroy = async (file: Attachment) => {
    await remove.mutateAsync(file.id);
    toast.success(t('files.deleted', { name: file.name }));
  };

  return { uploading, busyId, uploadAll, open, download, destroy };
}
