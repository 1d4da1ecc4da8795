import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, NavLink } from 'react-router-dom';
import { ChevronDownIcon, CloseIcon } from './icons';
import styles from './mobile-menu.module.css';
import { useCollectionMenu } from './use-collection-menu';

const drawerLinkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.link} ${styles.active}` : styles.link;

/** The navigation below 1024px: a drawer with COLLECTION as an accordion. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [collectionOpen, setCollectionOpen] = useState(false);
  const { groups, load } = useCollectionMenu();

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open, onClose]);

  if (!open) return null;

  // Rendered into <body>: the header's backdrop filter would otherwise confine a fixed overlay.
  return createPortal(
    <div className={styles.overlay} onClick={onClose}>
      <nav
        id="mobile-menu"
        className={styles.drawer}
        aria-label="Main"
        onClick={(event) => event.stopPropagation()}
      >
        <button type="button" className={styles.close} aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </button>
        <NavLink to="/" end className={drawerLinkClass} onClick={onClose}>
          HOME
        </NavLink>
        <button
          type="button"
          className={styles.link}
          aria-expanded={collectionOpen}
          aria-controls="mobile-collection"
          onClick={() => {
            load();
            setCollectionOpen((value) => !value);
          }}
        >
          COLLECTION
          <span className={collectionOpen ? styles.chevronOpen : styles.chevron}>
            <ChevronDownIcon />
          </span>
        </button>
        {collectionOpen && (
          <div id="mobile-collection" className={styles.accordion}>
            {groups.map((group) => (
              <div key={group.title}>
                <p className={styles.groupTitle}>{group.title}</p>
                {group.links.map((link) => (
                  <Link key={link.to} to={link.to} onClick={onClose}>
                    {link.label}
                  </Link>
                ))}
              </div>
            ))}
            <Link to="/collection" onClick={onClose}>
              Shop all products
            </Link>
          </div>
        )}
        <NavLink to="/about" className={drawerLinkClass} onClick={onClose}>
          ABOUT
        </NavLink>
        <NavLink to="/contact" className={drawerLinkClass} onClick={onClose}>
          CONTACT
        </NavLink>
      </nav>
    </div>,
    document.body,
  );
}
