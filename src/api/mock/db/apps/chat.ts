/** Chat samples: the profile user, contacts (some without avatar or chat) and their chats. */
import { isoMinutes, person } from '@/api/sample/pools';
import { createRng } from '@/api/sample/random';
import { CHAT_STATUSES, type Chat, type ChatContact, type ChatProfileUser } from '@/api/types/chat';

import type { GeneratorContext } from '../index';
import chatData from './chat.data.json';

export interface ChatData {
  profileUser: ChatProfileUser;
  contacts: ChatContact[];
  chats: Chat[];
}

const CONTACT_COUNT = 12;
const ROLES = [
  'Field Engineer',
  'Maintenance Lead',
  'Site Manager',
  'Electrician',
  'Procurement',
  'Safety Officer',
] as const;
/** What the sample chats say, in order: a chat of n messages is the first n lines. */
const LINES: readonly string[] = chatData.lines;

export function createChatData(ctx: GeneratorContext): ChatData {
  const rng = createRng(ctx.seed + 501);
  const profileUser: ChatProfileUser = {
    id: 11,
    avatar: '',
    fullName: 'John Doe',
    role: 'admin',
    about: 'Keeps the equipment register in order.',
    status: 'online',
    settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
  };
  const contacts = Array.from({ length: CONTACT_COUNT }, (_, i): ChatContact => {
    const p = person(rng, i);
    return {
      id: i + 1,
      fullName: p.fullName,
      role: rng.pick(ROLES),
      about: `${p.fullName.split(' ')[0]} works on site maintenance.`,
      avatar: '',
      status: rng.pick(CHAT_STATUSES),
    };
  });
  // The first five contacts have chats; the rest only appear in the contact list.
  const chats = contacts.slice(0, 5).map((contact, i): Chat => {
    const count = rng.int(2, LINES.length);
    const start = -(i * 600 + 300);
    return {
      id: i + 1,
      userId: contact.id,
      unseenMsgs: i % 2 === 0 ? rng.int(0, 3) : 0,
      messages: LINES.slice(0, count).map((message, k) => ({
        message,
        time: isoMinutes(ctx.now, start + k * 7 - rng.int(0, 5)),
        senderId: k % 2 === 0 ? contact.id : profileUser.id,
        feedback: { isSent: true, isDelivered: true, isSeen: k < count - 1 },
      })),
    };
  });
  addHostileSamples(contacts, chats);
  return { profileUser, contacts, chats };
}

/**
 * Text people type reaches the screen as text: one contact's "about" and one message carry
 * markup that would run if it were ever put into the page as HTML. Added without the generator,
 * so the rest of the samples stay as they were.
 */
function addHostileSamples(contacts: ChatContact[], chats: Chat[]): void {
  const writer = contacts[CONTACT_COUNT - 1];
  writer.about = `<script>alert("xss-chat-about")</script>${writer.about}`;
  const chat = chats[3];
  const [first, second] = chat.messages;
  if (!first || !second) return;
  const between = new Date((Date.parse(first.time) + Date.parse(second.time)) / 2).toISOString();
  chat.messages.splice(1, 0, {
    message:
      'The label printer shows this: <img src=x onerror="alert(\'xss-chat\')"> <b>is that normal?</b>',
    time: between,
    senderId: chat.userId,
    feedback: { isSent: true, isDelivered: true, isSeen: true },
  });
}
