import { ChatScreen } from '@/screens/chat/chat-screen';

/** /apps/chat: chats and contacts, the open chat (`?chat=`), search (`?q=`). */
export function Component() {
  return <ChatScreen />;
}
