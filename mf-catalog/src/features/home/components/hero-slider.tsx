import { useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName, cx } from '@shop/ui';
import fade from './crossfade.module.css';
import styles from './hero-slider.module.css';
import { CarouselControls } from './carousel-controls';
import { useRotation } from '../hooks/use-rotation';

export interface HeroSlide {
  eyebrow: string;
  title: string;
  text: string;
  cta: string;
  to: string;
  /** The kind of product pictured beside the copy. */
  pictures: string;
}

export const HERO_SLIDES: HeroSlide[] = [
  {
    eyebrow: 'Handcrafted in Italy',
    title: 'Leather that learns your stride',
    text: 'Full-grain calfskin, welted soles and edges burnished by hand in small Tuscan workshops.',
    cta: 'Shop the collection',
    to: '/collection',
    pictures: 'boots',
  },
  {
    eyebrow: 'Outerwear',
    title: 'Jackets made to be worn in, never out',
    text: 'Lambskin and buffalo leather, cut close and lined for every season you will keep them.',
    cta: 'Shop jackets',
    to: '/collection?category=jackets',
    pictures: 'jackets',
  },
  {
    eyebrow: 'The Oxford, reconsidered',
    title: 'Quiet shoes for the days that matter',
    text: 'Closed lacing, slim lasts and a patina that deepens with every wear.',
    cta: 'Shop oxfords',
    to: '/collection?category=oxfords',
    pictures: 'oxfords',
  },
];

export interface HeroSliderProps {
  /** A picture of a kind of product, when the catalogue has one. */
  imageFor: (kind: string) => string | undefined;
}

/** Three slides, moving on every five seconds, with arrows and dots. */
export function HeroSlider({ imageFor }: HeroSliderProps) {
  const rotation = useRotation(HERO_SLIDES.length);
  const [failed, setFailed] = useState<string[]>([]);

  return (
    <section className={styles.hero} aria-label="Highlights" {...rotation.carouselProps}>
      {HERO_SLIDES.map((slide, i) => {
        const image = imageFor(slide.pictures);
        const showImage = image && !failed.includes(image);
        const current = i === rotation.index;
        return (
          <div
            key={slide.title}
            className={cx(fade.slide, styles.slide, styles[`art${i}`], current && fade.current)}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${HERO_SLIDES.length}`}
            aria-hidden={!current}
            inert={!current}
          >
            <div className={styles.copy}>
              <p className={styles.eyebrow}>{slide.eyebrow}</p>
              <h2 className={styles.title}>{slide.title}</h2>
              <p className={styles.text}>{slide.text}</p>
              <Link
                to={slide.to}
                className={cx(buttonClassName({ size: 'lg', variant: 'inverse' }), styles.cta)}
              >
                {slide.cta}
              </Link>
            </div>
            <div className={styles.visual} aria-hidden="true">
              <div className={styles.frame}>
                {showImage ? (
                  <img
                    src={image}
                    alt=""
                    className={styles.image}
                    loading={i === 0 ? 'eager' : 'lazy'}
                    fetchPriority={i === 0 ? 'high' : undefined}
                    onError={() => setFailed((list) => [...list, image])}
                  />
                ) : (
                  <span className={styles.swatch} />
                )}
              </div>
            </div>
          </div>
        );
      })}
      <div className={styles.controls}>
        <CarouselControls rotation={rotation} label="slide" tone="light" />
      </div>
    </section>
  );
}
