/** Small e-mail rules the screen's pieces share: label colours, sizes, the list's time, names. */
import { useMemo } from 'react';

import type { Email, EmailAddress, EmailLabel } from '@/api/types/email';
import type { Tone } from '@/components/ui/tone';
import { now } from '@/lib/clock';

import { useFormat } from '../shared/format';

/** Each label's colour (Vuexy's): a dot in the sidebar and the list, a chip in the reading view. */
export const LABEL_TONES: Record<EmailLabel, Tone> = {
  personal: 'success',
  company: 'primary',
  important: 'warning',
  private: 'error',
};

/** Background classes of each label's dot (spelled out so the stylesheet has them). */
export const LABEL_DOTS: Record<EmailLabel, string> = {
  personal: 'ee:bg-success',
  company: 'ee:bg-primary',
  important: 'ee:bg-warning',
  private: 'ee:bg-error',
};

const UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 * 1024, gb: 1024 * 1024 * 1024 };

/**
 * Bytes of a size text as the API writes it ("5mb", "340kb", "2.5 MB"); undefined when unreadable.
 */
export function bytesOf(size: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)\s*$/i.exec(size);
  return match ? Math.round(Number(match[1]) * UNITS[match[2].toLowerCase()]) : undefined;
}

/** Formats sizes in the user's language: "5 MB", "5 Mo", "340 kB". */
export function useSizeFormat(): (size: string | number) => string {
  const { locale } = useFormat();
  return useMemo(() => {
    const unit = (u: string) =>
      new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: u,
        unitDisplay: 'short',
        maximumFractionDigits: 1,
      });
    const units = {
      byte: unit('byte'),
      kilobyte: unit('kilobyte'),
      megabyte: unit('megabyte'),
      gigabyte: unit('gigabyte'),
    };
    return (size) => {
      const bytes = typeof size === 'number' ? size : bytesOf(size);
      if (bytes === undefined) return String(size);
      if (bytes >= UNITS.gb) return units.gigabyte.format(bytes / UNITS.gb);
      if (bytes >= UNITS.mb) return units.megabyte.format(bytes / UNITS.mb);
      if (bytes >= UNITS.kb) return units.kilobyte.format(bytes / UNITS.kb);
      return units.byte.format(bytes);
    };
  }, [locale]);
}

/**
 * The list's time of an e-mail: the time today, the day and month this year, the full date before.
 */
export function useListTime(): (iso: string) => string {
  const { locale } = useFormat();
  return useMemo(() => {
    const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
    const day = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' });
    const full = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    });
    return (iso) => {
      const at = new Date(iso);
      if (Number.isNaN(at.getTime())) return iso;
      const today = new Date(now());
      if (at.toDateString() === today.toDateString()) return time.format(at);
      return at.getFullYear() === today.getFullYear() ? day.format(at) : full.format(at);
    };
  }, [locale]);
}

/** Names of addresses, joined: "Anna Berg, Wei Chen". */
export function namesOf(addresses: readonly EmailAddress[]): string {
  return addresses.map((a) => a.name || a.email).join(', ');
}

/** The mailbox owner's own mail (sent and drafts) shows whom it went to, not who wrote it. */
export function isOutgoing(email: Pick<Email, 'folder'>): boolean {
  return email.folder === 'sent' || email.folder === 'draft';
}

/**
 * Alignment of a line of someone's text (`dir="auto"` or `dir="ltr"`): by the page's direction,
 * not the text's own, so an English name in an Arabic page still sits at the right (as TextLine).
 */
export const PAGE_ALIGN = 'ee:text-left ee:[[dir=rtl]_&]:text-right';
