/**
 * Issue 35.3: a return path is only for the user who left it. After the admin's session ended on
 * a device page, the client signed in and landed there ("You are not authorised"). The tab now
 * remembers whose session ended, and a sign-in honours `?to=` only for that user, or when no
 * session left it (a link opened signed out).
 */
import { describe, expect, it } from 'vitest';

import type { LoginResponse } from '@/api/types/auth';
import { clearSession, readSession, RETURN_OWNER_KEY, writeSession } from '@/auth/session';
import { signInTarget } from '@/auth/sign-in-target';

import { memoryStorage } from './support/memory-storage';

const login = (id: number, email: string): LoginResponse => ({
  accessToken: `demo.${id}.x`,
  userData: {
    id,
    fullName: email,
    username: email,
    avatar: '',
    email,
    role: id === 1 ? 'admin' : 'client',
  },
  userAbilityRules: [{ action: 'read', subject: 'AclDemo' }],
});
const admin = login(1, 'admin@demo.com');
const client = login(2, 'client@demo.com');
const DEVICE = '/deviceDetail?number=24DC10003';

describe('signInTarget', () => {
  it('another account does not land on the page the last one was on', () => {
    const tab = memoryStorage();
    writeSession(admin, tab);
    clearSession(tab);
    expect(readSession(tab)).toBeUndefined();
    expect(signInTarget(DEVICE, client.userData, tab)).toBe('/');
  });

  it('the same account comes back where it was', () => {
    const tab = memoryStorage();
    writeSession(admin, tab);
    clearSession(tab);
    expect(signInTarget(DEVICE, admin.userData, tab)).toBe(DEVICE);
  });

  it('a link opened signed out (no session left it) is followed, by anyone, through the safe rule', () => {
    expect(signInTarget(DEVICE, client.userData, memoryStorage())).toBe(DEVICE);
    expect(signInTarget('//evil.example', admin.userData, memoryStorage())).toBe('/');
  });

  it('whose it was is read once: the next sign-in in the tab is judged on its own', () => {
    const tab = memoryStorage();
    writeSession(admin, tab);
    clearSession(tab);
    signInTarget(DEVICE, client.userData, tab);
    expect(tab.getItem(RETURN_OWNER_KEY)).toBeNull();
    expect(signInTarget('/second-page', client.userData, tab)).toBe('/second-page');
  });
});
