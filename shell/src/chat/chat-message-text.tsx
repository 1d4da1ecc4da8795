import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

// [label](/path): only paths inside the shop become links.
const LINK = /\[([^\]]+)\]\((\/[^)\s]*)\)/g;

export interface ChatMessageTextProps {
  text: string;
  /** Called when a link in the text is followed. */
  onNavigate?: () => void;
}

/** A message's text, its links followed by the router, without reloading the page. */
export function ChatMessageText({ text, onNavigate }: ChatMessageTextProps) {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(LINK)) {
    parts.push(text.slice(from, match.index));
    parts.push(
      <Link key={match.index} to={match[2]} onClick={onNavigate}>
        {match[1]}
      </Link>,
    );
    from = match.index + match[0].length;
  }
  parts.push(text.slice(from));
  return <>{parts}</>;
}
