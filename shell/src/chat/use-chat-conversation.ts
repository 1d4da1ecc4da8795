import { useCallback, useEffect, useRef, useState } from 'react';
import { usePriceFormat } from '@shop/storefront-sdk';
import { chatMessage, loadChatHistory, saveChatHistory, type ChatMessage } from './chat-history';
import { GREETING, TOPICS, answerFor, replyTo, type ChatTopic } from './chat-replies';
import {
  GREETING_DELAY_MS,
  QUICK_REPLY_DELAY_MS,
  TOPICS_DELAY_MS,
  typingDelay,
} from './chat-timing';

export interface ChatConversation {
  messages: ChatMessage[];
  /** The assistant is about to say something. */
  typing: boolean;
  /** The greeting is done: the quick questions can be offered. */
  greeted: boolean;
  ask(question: string): void;
  askQuick(label: string, topic: ChatTopic): void;
}

const hasSaid = (messages: ChatMessage[], line: string) =>
  messages.some((message) => message.sender === 'bot' && message.text === line);

const greetingStillToSay = (messages: ChatMessage[]) =>
  [GREETING, TOPICS].filter((line) => !hasSaid(messages, line));

/**
 * The conversation of this browser tab: greets a shopper the first time, answers each question
 * after a typing pause, its amounts in the shopper's display currency, and keeps every line in
 * session storage.
 */
export function useChatConversation(): ChatConversation {
  const price = usePriceFormat();
  const [messages, setMessages] = useState(loadChatHistory);
  // Lines of the greeting still to come: both on a first open, the rest if it was cut short.
  const [greetingLines] = useState(() => greetingStillToSay(messages));
  const [pending, setPending] = useState(greetingLines.length);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  // Answers come in the order the questions were asked, each after its own pause.
  const nextReplyAt = useRef(0);

  useEffect(() => saveChatHistory(messages), [messages]);

  const later = useCallback((delay: number, say: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      say();
    }, delay);
    timers.current.add(timer);
  }, []);

  const botSays = useCallback((text: string) => {
    setMessages((all) => [...all, chatMessage(text, 'bot')]);
    setPending((count) => count - 1);
  }, []);

  useEffect(() => {
    const scheduled = timers.current;
    greetingLines.forEach((line, index) =>
      later(GREETING_DELAY_MS + index * TOPICS_DELAY_MS, () => botSays(line)),
    );
    // Cleared (and rescheduled) when remounted, as React's strict mode does once.
    return () => {
      scheduled.forEach(clearTimeout);
      scheduled.clear();
    };
  }, [greetingLines, later, botSays]);

  const answer = useCallback(
    (question: string, reply: string, delay: number) => {
      setMessages((all) => [...all, chatMessage(question, 'user')]);
      setPending((count) => count + 1);
      const replyAt = Math.max(Date.now(), nextReplyAt.current) + delay;
      nextReplyAt.current = replyAt;
      later(replyAt - Date.now(), () => botSays(reply));
    },
    [later, botSays],
  );

  const ask = useCallback(
    (question: string) => answer(question, replyTo(question, price), typingDelay()),
    [answer, price],
  );
  const askQuick = useCallback(
    (label: string, topic: ChatTopic) =>
      answer(label, answerFor(topic, price), QUICK_REPLY_DELAY_MS),
    [answer, price],
  );

  return { messages, typing: pending > 0, greeted: hasSaid(messages, TOPICS), ask, askQuick };
}
