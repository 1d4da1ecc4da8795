import { useState } from 'react';
import { Link } from 'react-router-dom';
import { cx } from '@shop/ui';
import { HOME_CATEGORIES } from '../../../constants';
import { HomeSection } from './home-section';
import styles from './category-tiles.module.css';

export interface CategoryTilesProps {
  /** A picture per category id, when the catalogue has one. */
  imageFor: (categoryId: string) => string | undefined;
}

/** Boots, loafers, monk straps and oxfords, each opening the collection at that type. */
export function CategoryTiles({ imageFor }: CategoryTilesProps) {
  const [failed, setFailed] = useState<string[]>([]);
  return (
    <HomeSection id="categories-heading" eyebrow="Shop by style" title="Find your pair">
      <ul className={styles.tiles}>
        {HOME_CATEGORIES.map((category, i) => {
          const image = imageFor(category.id);
          return (
            <li key={category.id}>
              <Link to={`/collection?category=${category.id}`} className={styles.tile}>
                <span
                  className={cx(
                    styles.picture,
                    !(image && !failed.includes(image)) && styles[`tone${i}`],
                  )}
                >
                  {image && !failed.includes(image) && (
                    <img
                      src={image}
                      alt=""
                      loading="lazy"
                      className={styles.image}
                      onError={() => setFailed((list) => [...list, image])}
                    />
                  )}
                </span>
                <span className={styles.label}>
                  <span className={styles.name}>{category.label}</span>
                  <span className={styles.more}>Shop now →</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
