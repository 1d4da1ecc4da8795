import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { ChevronDownIcon } from './icons';
import { navLinkClass } from './nav-link-class';
import styles from './navbar.module.css';
import { useCollectionMenu } from './use-collection-menu';
import { useFocusKeptInPanel } from './use-focus-kept-in-panel';

// A group longer than this flows into two columns.
const WIDE_GROUP_AT = 8;

/**
 * COLLECTION with its panel on wide screens: the panel opens under the pointer, or from the menu
 * button beside COLLECTION (a disclosure), so tabbing through the navbar passes it closed. Escape
 * closes it and leaves focus on the button; so does focus leaving it.
 */
export function CollectionDropdown() {
  const { groups, load } = useCollectionMenu();
  const [pointerIn, setPointerIn] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const keepFocus = useFocusKeptInPanel(panelRef, groups);
  const panelId = useId();

  const close = () => {
    setExpanded(false);
    setPointerIn(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !(expanded || pointerIn)) return;
    close();
    toggleRef.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setExpanded(false);
  };

  return (
    <div
      className={styles.dropdown}
      data-open={expanded || pointerIn || undefined}
      onPointerEnter={() => {
        load();
        setPointerIn(true);
      }}
      onPointerLeave={() => setPointerIn(false)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <NavLink to="/collection" className={navLinkClass}>
        COLLECTION
      </NavLink>
      <button
        ref={toggleRef}
        type="button"
        className={styles.menuToggle}
        aria-label="Collection menu"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => {
          load();
          setExpanded(!expanded);
        }}
      >
        <ChevronDownIcon />
      </button>
      <div id={panelId} ref={panelRef} className={styles.panel} {...keepFocus}>
        {groups.map((group) => (
          <div key={group.title} className={styles.group}>
            <p className={styles.groupTitle}>{group.title}</p>
            <div className={group.links.length > WIDE_GROUP_AT ? styles.linksWide : styles.links}>
              {group.links.map((link) => (
                <Link key={link.to} to={link.to} onClick={close}>
                  {link.label}
                </Link>
              ))}
            </div>
          </div>
        ))}
        <Link to="/collection" className={styles.shopAll} onClick={close}>
          Shop all products →
        </Link>
      </div>
    </div>
  );
}
