import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, NavLink } from 'react-router-dom';
import { useToken } from '@shop/storefront-sdk';
import { useFocusTrap, useScrollLock } from '@shop/ui';
import { CurrencyPicker } from './currency-picker';
import { ChevronDownIcon, CloseIcon, SearchIcon } from './icons';
import styles from './mobile-menu.module.css';
import { useCollectionMenu } from './use-collection-menu';
import { useFocusKeptInPanel } from './use-focus-kept-in-panel';
import { useSignOut } from './use-sign-out';

const drawerLinkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.link} ${styles.active}` : styles.link;

/**
 * The navigation below 1024px: a drawer with the collection's search, the links (COLLECTION as
 * an accordion), the profile menu's account links and the footer's currency picker. Like a modal
 * dialog it keeps focus inside while open, closes on Escape and hands focus back to the menu
 * button.
 */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const token = useToken();
  const account = useSignOut(onClose);
  const [collectionOpen, setCollectionOpen] = useState(false);
  const { groups, load } = useCollectionMenu();
  const accordionRef = useRef<HTMLDivElement>(null);
  const keepFocus = useFocusKeptInPanel(accordionRef, groups);
  const drawerRef = useFocusTrap<HTMLDivElement>(open, {
    onEscape: onClose,
    initialFocus: 'first',
  });

  useScrollLock(open);

  if (!open) return null;

  // Rendered into <body>: the header's backdrop filter would otherwise confine a fixed overlay.
  return createPortal(
    <div className={styles.overlay} onClick={onClose}>
      <div
        ref={drawerRef}
        id="mobile-menu"
        className={styles.drawer}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
      >
        <button type="button" className={styles.close} aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </button>
        <Link to="/collection?search=1" className={styles.search} onClick={onClose}>
          <SearchIcon />
          Search products
        </Link>
        <nav className={styles.links} aria-label="Main">
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
            <div
              ref={accordionRef}
              id="mobile-collection"
              className={styles.accordion}
              {...keepFocus}
            >
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
        <section className={styles.section} aria-labelledby="mobile-menu-account">
          <h2 id="mobile-menu-account" className={styles.sectionTitle}>
            Account
          </h2>
          {token ? (
            <>
              <NavLink to="/profile" className={drawerLinkClass} onClick={onClose}>
                My Profile
              </NavLink>
              <NavLink to="/orders" className={drawerLinkClass} onClick={onClose}>
                Orders
              </NavLink>
              <button type="button" className={styles.link} onClick={account.logout}>
                Logout
              </button>
              <button
                type="button"
                className={styles.link}
                onClick={() => void account.logoutEverywhere()}
                disabled={account.ending}
              >
                {account.ending ? 'Logging out…' : 'Log out everywhere'}
              </button>
              {account.failure && (
                <p className={styles.failure} role="alert">
                  {account.failure}
                </p>
              )}
            </>
          ) : (
            <NavLink to="/login" className={drawerLinkClass} onClick={onClose}>
              Login
            </NavLink>
          )}
        </section>
        <section className={styles.section} aria-labelledby="mobile-menu-currency">
          <h2 id="mobile-menu-currency" className={styles.sectionTitle}>
            Currency
          </h2>
          <div className={styles.currency}>
            <CurrencyPicker />
          </div>
        </section>
      </div>
    </div>,
    document.body,
  );
}
