import { useEffect, useRef, useState } from 'react';
import { CloseIcon } from '../layout/icons';
import { SHOP_NAME } from '../shop-policy';
import { ChatMessageText } from './chat-message-text';
import { QUICK_QUESTIONS } from './chat-replies';
import { useChatConversation } from './use-chat-conversation';
import styles from './chat-panel.module.css';

export interface ChatPanelProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The chat window. It stays mounted once loaded, only hidden while closed, so an answer on its
 * way still arrives.
 */
export function ChatPanel({ id, open, onClose }: ChatPanelProps) {
  const { messages, typing, greeted, ask, askQuick } = useChatConversation();
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, typing, open]);

  const send = () => {
    const question = draft.trim();
    if (!question) return;
    ask(question);
    setDraft('');
  };

  return (
    <section
      id={id}
      role="dialog"
      aria-label={`Chat with ${SHOP_NAME}`}
      hidden={!open}
      className={styles.panel}
    >
      <header className={styles.header}>
        <div>
          <h2 className={styles.title}>{SHOP_NAME}</h2>
          <p className={styles.subtitle}>Ask us anything</p>
        </div>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close chat">
          <CloseIcon />
        </button>
      </header>

      <div
        ref={logRef}
        className={styles.log}
        role="log"
        aria-live="polite"
        aria-label="Conversation"
      >
        {messages.map(({ id: key, text, sender }) => (
          <p key={key} className={sender === 'bot' ? styles.bot : styles.user}>
            <span className="visually-hidden">{sender === 'bot' ? `${SHOP_NAME}: ` : 'You: '}</span>
            <ChatMessageText text={text} onNavigate={onClose} />
          </p>
        ))}
      </div>
      {typing && (
        <p className={styles.typing}>
          <span className="visually-hidden">{SHOP_NAME} is typing</span>
          <span className={styles.dot} aria-hidden="true" />
          <span className={styles.dot} aria-hidden="true" />
          <span className={styles.dot} aria-hidden="true" />
        </p>
      )}

      {greeted && (
        <div className={styles.quick} role="group" aria-label="Quick questions">
          {QUICK_QUESTIONS.map(({ label, topic }) => (
            <button key={label} type="button" onClick={() => askQuick(label, topic)}>
              {label}
            </button>
          ))}
        </div>
      )}

      <form
        className={styles.composer}
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <label className="visually-hidden" htmlFor={`${id}-message`}>
          Your message
        </label>
        <input
          ref={inputRef}
          id={`${id}-message`}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.shiftKey) return;
            event.preventDefault();
            send();
          }}
          placeholder="Type your message..."
          autoComplete="off"
          maxLength={500}
        />
        <button type="submit" disabled={!draft.trim()} aria-label="Send">
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 12h15M13 6l6 6-6 6" />
          </svg>
        </button>
      </form>
    </section>
  );
}
