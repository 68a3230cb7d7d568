import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import {
  MESSAGE_DELIVERED_AFTER_MS,
  MESSAGE_SEEN_AFTER_MS,
  type ChatsAndContactsResponse,
} from '@/api/types/chat';
import { setClock } from '@/lib/clock';
import { ChatScreen, type ChatScreenProps } from '@/screens/chat/chat-screen';

import { sessionFetch } from '../../../.storybook/mock-api';
import { LocationDisplay } from '../../support/location-display';

/** The story clock (.storybook/mock-api.ts): messages sent in a story are stamped with it. */
const STORY_NOW = Date.parse('2026-06-15T09:00:00.000Z');

/** Where the router is, for the stories that check the URL. */
const withLocation: Decorator<ChatScreenProps> = (Story) => (
  <>
    <Story />
    <div className="ee:sr-only">
      <LocationDisplay />
    </div>
  </>
);

/** A phone-wide space: the screen's layout follows the space it is given. */
const phoneWide: Decorator<ChatScreenProps> = (Story) => (
  <div style={{ width: 390 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Screens/Apps/Chat',
  component: ChatScreen,
  parameters: { layout: 'fullscreen', route: '/apps/chat' },
  decorators: [withLocation],
} satisfies Meta<typeof ChatScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const sidebar = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('complementary', { name: 'Chats and contacts' });
const list = (canvasElement: HTMLElement, name: 'Chats' | 'Contacts') =>
  within(sidebar(canvasElement)).getByRole('list', { name });
/** Waits for the lists. */
const loaded = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: 'Chats' });
const names = (ul: HTMLElement) =>
  within(ul)
    .getAllByRole('button')
    .map((b) => b.querySelector('[dir="auto"]')?.firstChild?.textContent);
const log = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('log', { name: `Messages with ${name}` });
const location = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'Current location' });
/** The last message of the open chat and its tick. */
const lastOwn = (logEl: HTMLElement) => {
  const items = logEl.querySelectorAll<HTMLElement>('li[data-message]');
  return items[items.length - 1];
};
const composer = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('textbox', { name: `Message to ${name}` });

/** Chats newest first, then every contact; no chat open yet: the invitation to start one. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(names(list(canvasElement, 'Chats'))).toEqual([
      'Noah Patel',
      'Marjory Costa',
      'Arjun Oliveira',
      'Halsey Risby',
      'Jillene Zhang',
    ]);
    await expect(names(list(canvasElement, 'Contacts'))).toHaveLength(12);
    // Status in words, not only a colour.
    const noah = within(list(canvasElement, 'Chats')).getByRole('button', { name: /Noah Patel/ });
    await expect(noah).toHaveTextContent('Away');
    await expect(noah).toHaveTextContent('Unread messages: 2');
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Start a conversation' }),
    ).toBeVisible();
  },
};

/** A chat open from the URL (`?chat=2`): messages by day, your ticks, the composer. */
export const OpenChat: Story = {
  parameters: { route: '/apps/chat?chat=2' },
  play: async ({ canvasElement }) => {
    const messages = await log(canvasElement, 'Marjory Costa');
    await within(messages).findByText('Sent. Let me know if anything is unclear.');
    await expect(within(messages).getByRole('heading', { name: 'Yesterday' })).toBeVisible();
    await expect(within(messages).getAllByText('Seen').length).toBeGreaterThan(0);
    await expect(composer(canvasElement, 'Marjory Costa')).toBeVisible();
    await expect(
      within(list(canvasElement, 'Chats')).getByRole('button', { name: /Marjory Costa/ }),
    ).toHaveAttribute('aria-current', 'true');
  },
};

/** The search (by full name) filters chats and contacts, and lives in the URL. */
export const SearchContact: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.type(
      within(canvasElement).getByRole('searchbox', { name: 'Search chats and contacts by name' }),
      'dubois',
    );
    await waitFor(() =>
      expect(names(list(canvasElement, 'Contacts'))).toEqual([
        'Liam Dubois',
        'Hugh Dubois',
        'Kristina Dubois',
      ]),
    );
    await expect(within(sidebar(canvasElement)).getByText('No chats found')).toBeVisible();
    await expect(location(canvasElement)).toHaveTextContent('/apps/chat?q=dubois');
    await userEvent.clear(
      within(canvasElement).getByRole('searchbox', { name: 'Search chats and contacts by name' }),
    );
    await userEvent.type(
      within(canvasElement).getByRole('searchbox', { name: 'Search chats and contacts by name' }),
      'ZHANG{Enter}',
    );
    await waitFor(() => expect(names(list(canvasElement, 'Chats'))).toEqual(['Jillene Zhang']));
    await expect(names(list(canvasElement, 'Contacts'))).toEqual(['Jillene Zhang']);
  },
};

/**
 * Opening a chat with unseen messages: the badge goes, and the API keeps it gone (a new read of the
 * lists).
 */
export const OpenChatClearsBadge: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const noah = within(list(canvasElement, 'Chats')).getByRole('button', { name: /Noah Patel/ });
    await expect(noah.querySelector('[data-unseen]')).toHaveAttribute('data-unseen', '2');
    await userEvent.click(noah);
    await log(canvasElement, 'Noah Patel');
    await waitFor(() =>
      expect(
        within(list(canvasElement, 'Chats'))
          .getByRole('button', { name: /Noah Patel/ })
          .querySelector('[data-unseen]'),
      ).toBeNull(),
    );
    await expect(location(canvasElement)).toHaveTextContent('/apps/chat?chat=1');
    const stored = (await (
      await fetch('/api/apps/chat/chats-and-contacts')
    ).json()) as ChatsAndContactsResponse;
    await expect(stored.chatsContacts.find((c) => c.id === 1)?.chat.unseenMsgs).toBe(0);
  },
};

/**
 * Send a message: it shows at once, then one tick (stored), two when the contact's phone got it,
 * two in green when they read it (the simulation's documented delays, on the story clock).
 */
export const SendWithTicks: Story = {
  parameters: { route: '/apps/chat?chat=2' },
  play: async ({ canvasElement }) => {
    const messages = await log(canvasElement, 'Marjory Costa');
    await within(messages).findByText('Sent. Let me know if anything is unclear.');
    await userEvent.type(
      composer(canvasElement, 'Marjory Costa'),
      'Relay tested: all good.{Enter}',
    );
    await within(messages).findByText('Relay tested: all good.');
    await expect(composer(canvasElement, 'Marjory Costa')).toHaveValue('');
    await waitFor(() => expect(lastOwn(messages)).toHaveAttribute('data-state', 'sent'));
    await expect(within(lastOwn(messages)).getByText('Sent')).toBeInTheDocument();
    // The chat list shows it as the last message, Marjory first.
    await waitFor(() => expect(names(list(canvasElement, 'Chats'))[0]).toBe('Marjory Costa'));
    setClock(STORY_NOW + MESSAGE_DELIVERED_AFTER_MS);
    await waitFor(() => expect(lastOwn(messages)).toHaveAttribute('data-state', 'delivered'));
    setClock(STORY_NOW + MESSAGE_SEEN_AFTER_MS);
    await waitFor(() => expect(lastOwn(messages)).toHaveAttribute('data-state', 'seen'));
    await expect(within(lastOwn(messages)).getByText('Seen')).toBeInTheDocument();
  },
};

/** A blank message is refused in place; nothing is sent. */
export const BlankMessageRefused: Story = {
  parameters: { visual: false, route: '/apps/chat?chat=2' },
  play: async ({ canvasElement }) => {
    const messages = await log(canvasElement, 'Marjory Costa');
    await within(messages).findByText('Sent. Let me know if anything is unclear.');
    const before = messages.querySelectorAll('li[data-message]').length;
    await userEvent.type(composer(canvasElement, 'Marjory Costa'), '   ');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Write a message first',
    );
    await expect(messages.querySelectorAll('li[data-message]')).toHaveLength(before);
  },
};

/** Every send fails until `failures` is used up (storage full), then the simulation answers. */
let failuresLeft = 0;
const failingSend = http.post('*/api/apps/chat/chats/:userId', () => {
  if (failuresLeft <= 0) return undefined;
  failuresLeft--;
  return HttpResponse.json(
    { message: "Could not save: the browser's storage is full", key: 'storageFull' },
    { status: 507 },
  );
});

/** Sends the message that will fail, and waits for it to show as not sent. */
const sendFailing = async (canvasElement: HTMLElement) => {
  const messages = await log(canvasElement, 'Marjory Costa');
  await within(messages).findByText('Sent. Let me know if anything is unclear.');
  await userEvent.type(
    composer(canvasElement, 'Marjory Costa'),
    'Breaker 4 is tripping again.{Enter}',
  );
  await waitFor(() => expect(lastOwn(messages)).toHaveAttribute('data-state', 'failed'));
  return messages;
};

/** The send fails (storage full): the message stays with its text, the reason and a retry. */
export const FailedSend: Story = {
  parameters: { route: '/apps/chat?chat=2', msw: { handlers: [failingSend] } },
  beforeEach: () => {
    failuresLeft = 1;
  },
  play: async ({ canvasElement }) => {
    const messages = await sendFailing(canvasElement);
    await expect(within(lastOwn(messages)).getByText('Breaker 4 is tripping again.')).toBeVisible();
    await expect(
      within(lastOwn(messages)).getByText(
        "Not sent: Could not save: the browser's storage is full",
      ),
    ).toBeVisible();
    await expect(
      within(lastOwn(messages)).getByRole('button', {
        name: 'Retry: Breaker 4 is tripping again.',
      }),
    ).toBeVisible();
  },
};

/** Retry after a failure: the same text is sent, once; it then moves on like any message. */
export const FailedSendRetry: Story = {
  parameters: { visual: false, route: '/apps/chat?chat=2', msw: { handlers: [failingSend] } },
  beforeEach: () => {
    failuresLeft = 2;
  },
  play: async ({ canvasElement }) => {
    const messages = await sendFailing(canvasElement);
    const retry = () =>
      userEvent.click(
        within(lastOwn(messages)).getByRole('button', {
          name: 'Retry: Breaker 4 is tripping again.',
        }),
      );
    // Failing again keeps it as it was.
    await retry();
    await waitFor(() => expect(lastOwn(messages)).toHaveAttribute('data-state', 'failed'));
    await retry();
    await waitFor(() => expect(lastOwn(messages)).toHaveAttribute('data-state', 'sent'));
    await expect(within(messages).getAllByText('Breaker 4 is tripping again.')).toHaveLength(1);
    await expect(within(messages).queryByRole('button', { name: /^Retry/ })).toBeNull();
    // Opening a chat marks it seen, a change: it needs the story's session.
    const stored = (await (await sessionFetch('/api/apps/chat/chats/2')).json()) as {
      chat: { messages: { message: string }[] };
    };
    await expect(
      stored.chat.messages.filter((m) => m.message === 'Breaker 4 is tripping again.'),
    ).toHaveLength(1);
  },
};

/** A contact without a chat: an empty conversation; the first message starts the chat. */
export const NewChatWithContact: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(names(list(canvasElement, 'Chats'))).not.toContain('Ana Bernard');
    await userEvent.click(
      within(list(canvasElement, 'Contacts')).getByRole('button', { name: /Ana Bernard/ }),
    );
    await within(canvasElement).findByText(
      'Say hello to Ana Bernard: your first message starts the chat.',
    );
    await userEvent.type(
      composer(canvasElement, 'Ana Bernard'),
      'Hello Ana, welcome to the team.{Enter}',
    );
    const messages = await log(canvasElement, 'Ana Bernard');
    await within(messages).findByText('Hello Ana, welcome to the team.');
    await waitFor(() => expect(names(list(canvasElement, 'Chats'))[0]).toBe('Ana Bernard'));
    await waitFor(() => expect(lastOwn(messages)).toHaveAttribute('data-state', 'sent'));
  },
};

/** Your profile: status, about, the two switches; saved through the API and shown on reopening. */
export const ProfileDrawerSave: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /^Your profile and settings/ }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Your profile' });
    const d = within(drawer);
    await expect(d.getByRole('radio', { name: 'Online' })).toBeChecked();
    await userEvent.click(d.getByRole('radio', { name: 'Busy' }));
    const about = d.getByLabelText('About');
    await userEvent.clear(about);
    await userEvent.type(about, 'On site at the north substation until Friday.');
    await expect(d.getByText('Characters: 45 of 200')).toBeVisible();
    await expect(d.getByRole('switch', { name: 'Notifications' })).not.toBeChecked();
    await userEvent.click(d.getByRole('switch', { name: 'Notifications' }));
    await userEvent.click(d.getByRole('switch', { name: 'Two-step verification' }));
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Your profile' })).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-profile-status]')).toHaveAttribute(
        'data-profile-status',
        'busy',
      ),
    );
    const stored = (await (
      await fetch('/api/apps/chat/chats-and-contacts')
    ).json()) as ChatsAndContactsResponse;
    await expect(stored.profileUser).toMatchObject({
      status: 'busy',
      about: 'On site at the north substation until Friday.',
      settings: { isNotificationsOn: true, isTwoStepAuthVerificationEnabled: false },
    });
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /^Your profile and settings/ }),
    );
    const again = within(await screen.findByRole('dialog', { name: 'Your profile' }));
    await expect(again.getByRole('radio', { name: 'Busy' })).toBeChecked();
    await expect(again.getByLabelText('About')).toHaveValue(
      'On site at the north substation until Friday.',
    );
    await expect(again.getByRole('switch', { name: 'Notifications' })).toBeChecked();
  },
};

/** The API refuses the profile (a field error): it shows on the field and what was typed stays. */
export const ProfileSaveRefused: Story = {
  parameters: {
    visual: false,
    msw: {
      handlers: [
        http.patch('*/api/apps/chat/profile', () =>
          HttpResponse.json(
            {
              errors: { about: ['Enter at most 200 characters'] },
              issues: [{ path: 'about', key: 'tooLong', params: { max: 200 } }],
            },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /^Your profile and settings/ }),
    );
    const d = within(await screen.findByRole('dialog', { name: 'Your profile' }));
    await userEvent.type(d.getByLabelText('About'), ' Back Monday.');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(await d.findByText('Enter at most 200 characters')).toBeVisible();
    await expect(d.getByLabelText('About')).toHaveValue(
      'Keeps the equipment register in order. Back Monday.',
    );
  },
};

/** A contact's profile from the chat header; their hostile "about" is plain text. */
export const ContactProfile: Story = {
  parameters: { route: '/apps/chat?chat=12' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(
      'Say hello to Kristina Dubois: your first message starts the chat.',
    );
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: 'Kristina Dubois (Busy) Field Engineer View profile',
      }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Kristina Dubois' });
    await expect(
      within(drawer).getByText(
        '<script>alert("xss-chat-about")</script>Kristina works on site maintenance.',
      ),
    ).toBeVisible();
    await expect(drawer.querySelector('script')).toBeNull();
    await expect(within(drawer).getAllByText('Busy').length).toBeGreaterThan(0);
    await expect(within(drawer).getByText('No messages yet')).toBeVisible();
  },
};

/** Markup in a message is shown as the text it is: no image, no handler runs. */
export const HostileMessageInert: Story = {
  parameters: { visual: false, route: '/apps/chat?chat=4' },
  play: async ({ canvasElement }) => {
    const messages = await log(canvasElement, 'Halsey Risby');
    await expect(
      await within(messages).findByText(
        `The label printer shows this: <img src=x onerror="alert('xss-chat')"> <b>is that normal?</b>`,
      ),
    ).toBeVisible();
    await expect(messages.querySelector('img[src="x"], b')).toBeNull();
  },
};

/** No chats and no contacts (or none matching). */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/apps/chat/chats-and-contacts', () =>
          HttpResponse.json({
            chatsContacts: [],
            contacts: [],
            profileUser: {
              id: 11,
              avatar: '',
              fullName: 'John Doe',
              role: 'admin',
              about: '',
              status: 'online',
              settings: { isTwoStepAuthVerificationEnabled: false, isNotificationsOn: false },
            },
          } satisfies ChatsAndContactsResponse),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No chats found');
    await expect(within(canvasElement).getByText('No contacts found')).toBeVisible();
    // "Choose a contact" takes you to the search.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Choose a contact' }));
    await expect(
      within(canvasElement).getByRole('searchbox', { name: 'Search chats and contacts by name' }),
    ).toHaveFocus();
  },
};

/** While the lists load. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get('*/api/apps/chat/chats-and-contacts', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

/** The lists cannot be loaded: the error with a retry. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/apps/chat/chats-and-contacts', () =>
          HttpResponse.json({ message: 'The chat service is unavailable' }, { status: 503 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('The chat service is unavailable', undefined, { timeout: 10_000 });
    await expect(c.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Dark theme, a chat open. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  parameters: { route: '/apps/chat?chat=2' },
  play: async ({ canvasElement }) => {
    const messages = await log(canvasElement, 'Marjory Costa');
    await within(messages).findByText('Sent. Let me know if anything is unclear.');
  },
};

/** Arabic, right to left: the sidebar on the right, your messages on the left. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  parameters: { route: '/apps/chat?chat=2' },
  play: async ({ canvasElement }) => {
    const messages = await within(canvasElement).findByRole('log');
    await within(messages).findByText('Sent. Let me know if anything is unclear.');
    const aside = within(canvasElement).getByRole('complementary');
    await expect(aside.getBoundingClientRect().left).toBeGreaterThan(
      messages.getBoundingClientRect().left,
    );
  },
};

/** Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  parameters: { route: '/apps/chat?chat=2' },
  play: async ({ canvasElement }) => {
    const messages = await within(canvasElement).findByRole('log');
    await within(messages).findByText('Sent. Let me know if anything is unclear.');
  },
};

/**
 * In a phone-wide space (390 px) one pane shows at a time: the open chat, with a way back to the
 * list.
 */
export const Phone: Story = {
  parameters: { route: '/apps/chat?chat=2' },
  decorators: [phoneWide],
  play: async ({ canvasElement }) => {
    const messages = await log(canvasElement, 'Marjory Costa');
    await within(messages).findByText('Sent. Let me know if anything is unclear.');
    await expect(
      within(canvasElement).getByRole('complementary', { hidden: true }),
    ).not.toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Back to chats' }));
    await expect(await loaded(canvasElement)).toBeVisible();
    await expect(within(canvasElement).queryByRole('log')).toBeNull();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
