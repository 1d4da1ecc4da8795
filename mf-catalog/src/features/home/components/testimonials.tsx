import { cx, SectionTitle, StarRow } from '@shop/ui';
import { useRotation } from '../hooks/use-rotation';
import { CarouselControls } from './carousel-controls';
import fade from './crossfade.module.css';
import styles from './testimonials.module.css';

export const TESTIMONIALS = [
  {
    quote:
      'The chelsea boots took a week to break in and now feel like slippers. A year on, the leather only looks better.',
    name: 'Marco R.',
    place: 'Milan',
  },
  {
    quote:
      'You can see the handwork in every stitch. The lambskin jacket fits like it was cut for me.',
    name: 'Hannah K.',
    place: 'London',
  },
  {
    quote: 'Ordered oxfords for my wedding and have worn them every week since. Worth every penny.',
    name: 'David O.',
    place: 'New York',
  },
] as const;

/** Three quotes, moving on every five seconds, each with five stars. */
export function Testimonials() {
  const rotation = useRotation(TESTIMONIALS.length);
  return (
    <section
      className={styles.section}
      aria-labelledby="testimonials-heading"
      {...rotation.carouselProps}
    >
      <SectionTitle
        eyebrow="Testimonials"
        title="Worn and loved"
        id="testimonials-heading"
        align="center"
      />
      <div className={styles.stage}>
        {TESTIMONIALS.map((item, i) => (
          <figure
            key={item.name}
            className={cx(fade.slide, styles.quote, i === rotation.index && fade.current)}
            aria-hidden={i !== rotation.index}
          >
            <StarRow rating={5} />
            <blockquote className={styles.text}>“{item.quote}”</blockquote>
            <figcaption className={styles.author}>
              {item.name} <span>· {item.place}</span>
            </figcaption>
          </figure>
        ))}
      </div>
      <CarouselControls rotation={rotation} label="testimonial" />
    </section>
  );
}
