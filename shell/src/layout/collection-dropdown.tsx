import { Link, NavLink } from 'react-router-dom';
import { COLLECTION_MENU } from './collection-links';
import { ChevronDownIcon } from './icons';
import { navLinkClass } from './nav-link-class';
import styles from './navbar.module.css';

// Leaving focus on a link would keep the :focus-within panel open after the page changes.
const releaseFocus = () => (document.activeElement as HTMLElement | null)?.blur();

/** COLLECTION with its panel, opened by hover or keyboard focus on wide screens. */
export function CollectionDropdown() {
  return (
    <div className={styles.dropdown}>
      <NavLink to="/collection" className={navLinkClass}>
        COLLECTION <ChevronDownIcon />
      </NavLink>
      <div className={styles.panel}>
        {COLLECTION_MENU.map((group) => (
          <div key={group.title} className={styles.group}>
            <p className={styles.groupTitle}>{group.title}</p>
            {group.links.map((link) => (
              <Link key={link.to} to={link.to} onClick={releaseFocus}>
                {link.label}
              </Link>
            ))}
          </div>
        ))}
        <Link to="/collection" className={styles.shopAll} onClick={releaseFocus}>
          Shop all products →
        </Link>
      </div>
    </div>
  );
}
