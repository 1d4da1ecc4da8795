import { lazy, Suspense, useCallback, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { CartLink } from './cart-link';
import { CollectionDropdown } from './collection-dropdown';
import { MenuIcon, SearchIcon } from './icons';
import { ProfileMenu } from './profile-menu';
import { navLinkClass } from './nav-link-class';
import styles from './navbar.module.css';

// The drawer of narrow screens is fetched on its first opening; then it stays, closed.
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

export function Navbar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <button
          type="button"
          className={`${styles.iconButton} ${styles.menuButton}`}
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => {
            setMenuWanted(true);
            setMenuOpen(true);
          }}
        >
          <MenuIcon />
        </button>
        <Link to="/" className={styles.wordmark} aria-label="Leather & Last, home">
          Leather <em>&amp;</em> Last
        </Link>
        <nav className={styles.primary} aria-label="Main">
          <NavLink to="/" end className={navLinkClass}>
            HOME
          </NavLink>
          <CollectionDropdown />
          <NavLink to="/about" className={navLinkClass}>
            ABOUT
          </NavLink>
          <NavLink to="/contact" className={navLinkClass}>
            CONTACT
          </NavLink>
        </nav>
        <div className={styles.actions}>
          <Link to="/collection?search=1" className={styles.iconButton} aria-label="Search">
            <SearchIcon />
          </Link>
          <ProfileMenu />
          <CartLink />
        </div>
      </div>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={closeMenu} />
        </Suspense>
      )}
    </header>
  );
}
