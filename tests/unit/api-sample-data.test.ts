import { describe, expect, it } from 'vitest';

import { createMockDb } from '@/api/mock/db';
import { CALENDAR_CATEGORIES } from '@/api/types/calendar';
import {
  CUSTOMER_COUNTRIES,
  ORDER_STATUSES,
  PRODUCT_CATEGORIES,
  PRODUCT_STATUSES,
  REFERRAL_STATUSES,
  REVIEW_STATUSES,
} from '@/api/types/ecommerce';
import { EMAIL_FOLDERS, EMAIL_LABELS } from '@/api/types/email';
import { INVOICE_STATUSES } from '@/api/types/invoice';
import { VEHICLE_WARNINGS } from '@/api/types/logistics';
import { PERMISSION_NAMES } from '@/api/types/permissions';
import { USER_BILLINGS, USER_PLANS, USER_ROLES, USER_STATUSES } from '@/api/types/users';

const NOW = '2026-06-15T09:00:00Z';
const db = createMockDb({ now: NOW });

describe('sample data (docs/spec.md §9 counts)', () => {
  it('has the exact sample counts at scale 1', () => {
    expect(db.courses).toHaveLength(25);
    expect(db.calendarEvents).toHaveLength(10);
    expect(db.products).toHaveLength(50);
    expect(db.reviews).toHaveLength(100);
    expect(db.referrals).toHaveLength(45);
    expect(db.orders).toHaveLength(100);
    expect(db.customers).toHaveLength(100);
    expect(db.invoices).toHaveLength(36);
    expect(db.vehicles).toHaveLength(25);
    expect(db.permissions).toHaveLength(9);
    expect(db.users).toHaveLength(50);
  });

  it('multiplies the big lists by scale', () => {
    const big = createMockDb({ now: NOW, scale: 100 });
    expect(big.users).toHaveLength(5000);
    expect(big.invoices).toHaveLength(3600);
    expect(big.products).toHaveLength(5000);
    expect(big.orders).toHaveLength(10000);
    expect(big.customers).toHaveLength(10000);
    expect(big.reviews).toHaveLength(10000);
    expect(big.courses).toHaveLength(25);
    expect(new Set(big.users.map((u) => u.id)).size).toBe(5000);
  });

  it('is deterministic and plain JSON', () => {
    const again = createMockDb({ now: NOW });
    expect(JSON.stringify(again)).toBe(JSON.stringify(db));
    expect(JSON.parse(JSON.stringify(db))).toEqual(db);
    expect(JSON.stringify(createMockDb({ now: NOW, seed: 7 }).users)).not.toBe(
      JSON.stringify(db.users),
    );
  });

  it('keeps the sample apps small enough for localStorage', () => {
    const {
      users,
      invoices,
      products,
      orders,
      customers,
      reviews,
      referrals,
      emails,
      chat,
      calendarEvents,
      courses,
      courseDetails,
      vehicles,
      permissions,
      projectAnalytics,
      salesRows,
      faq,
      helpCenter,
      profile,
      searchGroups,
    } = db;
    const apps = {
      users,
      invoices,
      products,
      orders,
      customers,
      reviews,
      referrals,
      emails,
      chat,
      calendarEvents,
      courses,
      courseDetails,
      vehicles,
      permissions,
      projectAnalytics,
      salesRows,
      faq,
      helpCenter,
      profile,
      searchGroups,
    };
    expect(JSON.stringify(apps).length).toBeLessThan(400_000);
    expect(JSON.stringify(db).length).toBeLessThan(1_500_000);
  });

  it('numbers invoices from 4987 with due and issued dates in the current month', () => {
    expect(db.invoices.map((i) => i.id)).toEqual(Array.from({ length: 36 }, (_, i) => 4987 + i));
    for (const i of db.invoices) {
      expect(i.issuedDate).toMatch(/^2026-06-\d\d$/);
      expect(i.dueDate).toMatch(/^2026-06-\d\d$/);
      expect(i.dueDate >= i.issuedDate).toBe(true);
    }
    expect(db.invoices.some((i) => i.balance < 0)).toBe(true);
  });

  it('uses only the enumerations of §4 and the categories and countries of §9', () => {
    const within = <T>(values: T[], allowed: readonly T[]) =>
      values.every((v) => allowed.includes(v));
    expect(
      within(
        db.users.map((u) => u.role),
        USER_ROLES,
      ),
    ).toBe(true);
    expect(
      within(
        db.users.map((u) => u.currentPlan),
        USER_PLANS,
      ),
    ).toBe(true);
    expect(
      within(
        db.users.map((u) => u.status),
        USER_STATUSES,
      ),
    ).toBe(true);
    expect(
      within(
        db.users.map((u) => u.billing),
        USER_BILLINGS,
      ),
    ).toBe(true);
    expect(
      within(
        db.invoices.map((i) => i.invoiceStatus),
        INVOICE_STATUSES,
      ),
    ).toBe(true);
    expect(
      within(
        db.products.map((p) => p.category),
        PRODUCT_CATEGORIES,
      ),
    ).toBe(true);
    expect(new Set(db.products.map((p) => p.category)).size).toBe(6);
    expect(
      within(
        db.products.map((p) => p.status),
        PRODUCT_STATUSES,
      ),
    ).toBe(true);
    expect(
      within(
        db.reviews.map((r) => r.status),
        REVIEW_STATUSES,
      ),
    ).toBe(true);
    expect(
      within(
        db.referrals.map((r) => r.status),
        REFERRAL_STATUSES,
      ),
    ).toBe(true);
    expect(
      within(
        db.orders.map((o) => o.status),
        ORDER_STATUSES,
      ),
    ).toBe(true);
    expect(
      within(
        db.customers.map((c) => c.country),
        CUSTOMER_COUNTRIES,
      ),
    ).toBe(true);
    expect(
      within(
        db.vehicles.map((v) => v.warnings),
        VEHICLE_WARNINGS,
      ),
    ).toBe(true);
    expect(new Set(db.calendarEvents.map((e) => e.extendedProps.calendar))).toEqual(
      new Set(CALENDAR_CATEGORIES),
    );
    expect(new Set(db.emails.map((e) => e.folder))).toEqual(new Set(EMAIL_FOLDERS));
    expect(
      within(
        db.emails.flatMap((e) => e.labels),
        EMAIL_LABELS,
      ),
    ).toBe(true);
    expect(db.orders.every((o) => o.payment >= 1 && o.payment <= 4)).toBe(true);
    expect(db.reviews.every((r) => r.review >= 1 && r.review <= 5)).toBe(true);
    expect(db.reviews.every((r) => /^\d{1,2}\/\d{1,2}\/\d{4}$/.test(r.date))).toBe(true);
    expect(db.products.every((p) => /^\$[\d,]+$/.test(p.price))).toBe(true);
    expect(db.vehicles.every((v) => v.progress >= 0 && v.progress <= 100)).toBe(true);
  });

  it('has the permissions of §6 with administrator holding all', () => {
    expect(db.permissions.map((p) => p.name)).toEqual([...PERMISSION_NAMES]);
    expect(db.permissions.every((p) => p.assignedTo.includes('administrator'))).toBe(true);
    expect(db.permissions.some((p) => p.assignedTo.length > 1)).toBe(true);
  });

  it('states the FAQ facts of §9', () => {
    const answers = db.faq.flatMap((g) => g.faqs.map((f) => f.answer)).join(' ');
    expect(answers).toContain('$69');
    expect(answers).toContain('$99');
    expect(answers).toMatch(/parcel delivery is free/i);
    expect(answers).toContain('48 hours');
    expect(answers).toContain('15 days');
    expect(answers).toContain('72 hours');
  });

  it('plants hostile HTML in e-mail bodies and help articles', () => {
    const mail = db.emails.map((e) => e.message).join('');
    const article = db.helpCenter.articles
      .map((a) => a.productContent + a.checkoutContent)
      .join('');
    for (const html of [mail, article]) {
      expect(html).toContain('<script>');
      expect(html).toMatch(/onerror=/);
      expect(html).toContain('javascript:');
    }
  });

  it('has completed and unfinished courses, chats and contacts without chat', () => {
    expect(db.courses.some((c) => c.completedTasks === c.totalTasks)).toBe(true);
    expect(db.courses.some((c) => c.completedTasks < c.totalTasks)).toBe(true);
    const withChat = new Set(db.chat.chats.map((c) => c.userId));
    expect(db.chat.contacts.some((c) => !withChat.has(c.id))).toBe(true);
  });
});
