// docs/product/chat-and-tracking.md#chat-assistant: the assistant greets 500 ms after the first
// open and lists its topics 1 s later; it "types" 0.8 to 2 s before answering a question, 1 s
// before a quick question's answer.
export const GREETING_DELAY_MS = 500;
export const TOPICS_DELAY_MS = 1000;
export const QUICK_REPLY_DELAY_MS = 1000;
export const TYPING_DELAY_MS = { min: 800, max: 2000 };

/** A typing delay within TYPING_DELAY_MS; `random` is in [0, 1) like Math.random. */
export function typingDelay(random: () => number = Math.random): number {
  return Math.round(TYPING_DELAY_MS.min + random() * (TYPING_DELAY_MS.max - TYPING_DELAY_MS.min));
}
