/** docs/product/chat-and-tracking.md#chat-assistant: one line of the conversation. */
export interface ChatMessage {
  id: string;
  text: string;
  sender: 'bot' | 'user';
  /** ISO 8601. */
  timestamp: string;
}

/** Session storage: the conversation lasts as long as the browser tab, across page loads. */
export const CHAT_STORAGE_KEY = 'chatMessages';

let sequence = 0;

export function chatMessage(text: string, sender: ChatMessage['sender']): ChatMessage {
  sequence += 1;
  return {
    id: `${Date.now().toString(36)}-${sequence}`,
    text,
    sender,
    timestamp: new Date().toISOString(),
  };
}

const isChatMessage = (value: unknown): value is ChatMessage => {
  const message = value as ChatMessage | null;
  return (
    typeof message?.id === 'string' &&
    typeof message.text === 'string' &&
    (message.sender === 'bot' || message.sender === 'user') &&
    typeof message.timestamp === 'string'
  );
};

/** The conversation so far in this tab; anything unreadable starts a new one. */
export function loadChatHistory(): ChatMessage[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(CHAT_STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) && stored.every(isChatMessage) ? stored : [];
  } catch {
    return [];
  }
}

export function saveChatHistory(messages: ChatMessage[]): void {
  try {
    sessionStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify(messages));
  } catch {
    // Storage full or refused: the conversation then lasts only until the page is reloaded.
  }
}
