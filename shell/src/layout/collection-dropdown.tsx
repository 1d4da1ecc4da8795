import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { ChevronDownIcon } from './icons';
import { navLinkClass } from './nav-link-class';
import styles from './navbar.module.css';
import { useCollectionMenu } from './use-collection-menu';
import { useFocusKeptInPanel } from './use-focus-kept-in-panel';

// A group longer than this flows into two columns.
const WIDE_GROUP_AT = 8;

// Leaving focus on a link would keep the :focus-within panel open after the page changes.
const releaseFocus = () => (document.activeElement as HTMLElement | null)?.blur();

/**
 * COLLECTION with its panel, opened by hover or keyboard focus on wide screens. Escape closes the
 * panel and leaves focus on COLLECTION; it opens again once focus or the pointer comes back.
 */
export function CollectionDropdown() {
  const { groups, load } = useCollectionMenu();
  const [dismissed, setDismissed] = useState(false);
  const triggerRef = useRef<HTMLAnchorElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const keepFocus = useFocusKeptInPanel(panelRef, groups);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || dismissed) return;
    setDismissed(true);
    triggerRef.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setDismissed(false);
  };

  return (
    <div
      className={styles.dropdown}
      data-dismissed={dismissed || undefined}
      onPointerEnter={() => {
        load();
        setDismissed(false);
      }}
      onFocus={load}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <NavLink ref={triggerRef} to="/collection" className={navLinkClass} onClick={releaseFocus}>
        COLLECTION <ChevronDownIcon />
      </NavLink>
      <div ref={panelRef} className={styles.panel} {...keepFocus}>
        {groups.map((group) => (
          <div key={group.title} className={styles.group}>
            <p className={styles.groupTitle}>{group.title}</p>
            <div className={group.links.length > WIDE_GROUP_AT ? styles.linksWide : styles.links}>
              {group.links.map((link) => (
                <Link key={link.to} to={link.to} onClick={releaseFocus}>
                  {link.label}
                </Link>
              ))}
            </div>
          </div>
        ))}
        <Link to="/collection" className={styles.shopAll} onClick={releaseFocus}>
          Shop all products →
        </Link>
      </div>
    </div>
  );
}
