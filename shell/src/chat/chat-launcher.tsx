import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isAdminPath } from '../routes';
import styles from './chat-launcher.module.css';

// The window's code arrives on the first open: a first visit downloads only this button.
const loadPanel = () => import('./chat-panel');
const ChatPanel = lazy(() => loadPanel().then(({ ChatPanel }) => ({ default: ChatPanel })));

/**
 * The floating chat button of every storefront page (the back office has none). It keeps room of
 * its own, so it never lies over the page: a lane down the window's right side that the page's
 * content stays out of on wide windows, and a band along the bottom below 900 px (the dock,
 * which the product page's Quick buy bar shares). Both are layout, drawn with the page.
 */
export function ChatLauncher() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  if (isAdminPath(pathname)) return null;

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <>
      <div className={styles.dock} aria-hidden="true" />
      <div
        className={styles.chat}
        data-chat
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) close();
        }}
      >
        {opened && (
          <Suspense fallback={null}>
            <ChatPanel id={panelId} open={open} onClose={close} />
          </Suspense>
        )}
        <button
          ref={buttonRef}
          type="button"
          className={styles.launcher}
          aria-label="Chat with us"
          aria-expanded={open}
          aria-controls={opened ? panelId : undefined}
          onPointerEnter={() => void loadPanel()}
          onClick={() => {
            setOpened(true);
            setOpen(!open);
          }}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            {open ? (
              <path d="M6 6l12 12M18 6 6 18" />
            ) : (
              <path d="M4.5 5.5h15v10h-8l-4.5 3.5v-3.5H4.5z" />
            )}
          </svg>
        </button>
      </div>
    </>
  );
}
