import { useState, type MouseEvent, type ReactNode } from 'react';
import { cx } from './class-names';
import { ImageWithFallback } from './image-with-fallback';
import { Price } from './price';
import styles from './product-card.module.css';

export interface ProductCardProps {
  href: string;
  name: string;
  brand?: string;
  /** The colour's name, beside the name: colour variants of one model share a name. */
  color?: string;
  imageUrl: string;
  /** Tried once when the image fails to load. */
  fallbackImageUrl?: string | null;
  /** Shown after the retry fails too; without it the card shows 'Image not found'. */
  placeholderUrl?: string;
  /** A second picture shown on hover. */
  hoverImageUrl?: string;
  base: number;
  paid?: number;
  /** A corner label such as '-20%' or 'Sold out'. */
  badge?: ReactNode;
  /**
   * A card in the first screen: its picture is fetched at once and ahead of others (it may be the
   * page's largest paint); the others wait until they are scrolled near.
   */
  priority?: boolean;
  /** The picture's width in the layout, for the browser to choose from a srcset. */
  sizes?: string;
  /** The picture at other widths (`url 480w, ...`). */
  srcSet?: string;
  /** Client-side navigation for a plain click; the link still works without it. */
  onNavigate?: (href: string) => void;
  className?: string;
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function ProductCard({
  href,
  name,
  brand,
  color,
  imageUrl,
  fallbackImageUrl,
  placeholderUrl,
  hoverImageUrl,
  base,
  paid,
  badge,
  priority = false,
  sizes,
  srcSet,
  onNavigate,
  className,
}: ProductCardProps) {
  const [hoverFailed, setHoverFailed] = useState<string | null>(null);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || !isPlainClick(event)) return;
    event.preventDefault();
    onNavigate(href);
  };

  return (
    <article className={cx(styles.card, className)}>
      <a href={href} className={styles.link} onClick={onClick}>
        <div className={styles.media}>
          <ImageWithFallback
            className={styles.image}
            src={imageUrl}
            fallbackSrc={fallbackImageUrl}
            placeholderSrc={placeholderUrl}
            alt={color ? `${name}, ${color}` : name}
            srcSet={srcSet}
            sizes={srcSet ? sizes : undefined}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
          />
          {hoverImageUrl && hoverFailed !== hoverImageUrl && (
            <img
              className={styles.hover}
              src={hoverImageUrl}
              alt=""
              aria-hidden="true"
              loading="lazy"
              onError={() => setHoverFailed(hoverImageUrl)}
            />
          )}
          {badge && <span className={styles.badge}>{badge}</span>}
        </div>
        <div className={styles.body}>
          {brand && <p className={styles.brand}>{brand}</p>}
          <h3 className={styles.name}>{name}</h3>
          {color && <p className={styles.color}>{color}</p>}
          <Price base={base} paid={paid} size="sm" hideBadge={Boolean(badge)} />
        </div>
      </a>
    </article>
  );
}
