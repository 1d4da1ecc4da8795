import { Link } from 'react-router-dom';
import { ContentPage, type ContentSection } from './content-page';

const SECTIONS: ContentSection[] = [
  {
    title: 'Every day',
    body: (
      <>
        <p>
          Brush your shoes with a horsehair brush after wearing them, while the leather is still
          warm, to lift dust from the grain and the welt. Give each pair a day of rest between
          wears: leather needs about 24 hours to let go of the moisture a day of walking leaves in
          it.
        </p>
        <p>
          Keep unlacquered cedar shoe trees in them while they rest. Cedar draws moisture out and
          holds the shape of the vamp, so creases stay soft instead of cracking.
        </p>
      </>
    ),
  },
  {
    title: 'Cleaning and conditioning',
    body: (
      <>
        <p>
          Every two to three months, or sooner when the leather looks dry, wipe it with a damp
          cloth, let it dry at room temperature and work in a thin layer of neutral leather
          conditioner with a soft cloth. Leave it for ten minutes, then buff.
        </p>
        <p>
          Try any new product on a hidden spot first, such as the inside of the heel counter or the
          underside of a jacket's collar. Cream polish in a matching shade restores colour; wax
          polish adds shine and a little water resistance on the toe and heel.
        </p>
      </>
    ),
  },
  {
    title: 'Rain, snow and salt',
    body: (
      <>
        <p>
          If your shoes get wet, stuff them loosely with newspaper and let them dry slowly, away
          from radiators, heaters and direct sun. Heat shrinks and cracks leather that is drying.
        </p>
        <p>
          Wipe off road salt the same day with a cloth dampened in water and a little white vinegar,
          then condition once dry. Leather soles wear faster when wet: a rubber sole guard, which
          any good cobbler can fit, is worth it in a rainy climate.
        </p>
      </>
    ),
  },
  {
    title: 'Suede and nubuck',
    body: (
      <p>
        Use a suede brush and a suede eraser, never cream or wax. Brush in one direction to lift the
        nap, rub marks away gently with the eraser and protect new suede with a spray made for it
        before the first wear, repeating every few weeks.
      </p>
    ),
  },
  {
    title: 'Leather jackets',
    body: (
      <>
        <p>
          Hang your jacket on a broad, shaped hanger that fills the shoulders, in a breathable
          cotton bag rather than plastic, which traps moisture. Empty the pockets so they keep their
          line.
        </p>
        <p>
          If rain catches you, let the jacket dry on its hanger at room temperature. Condition it
          once or twice a year, more often if you wear it hard. Never put leather in a washing
          machine or a tumble dryer; for stains, take it to a cleaner who specialises in leather.
        </p>
      </>
    ),
  },
  {
    title: 'Storing for a season',
    body: (
      <p>
        Clean and condition before you put anything away. Store shoes with their trees in the cloth
        bags they came in, and jackets on their hangers, somewhere cool, dry and dark. Sunlight
        fades the dye; a damp cellar invites mould.
      </p>
    ),
  },
  {
    title: 'Resoling and repairs',
    body: (
      <p>
        Our Goodyear-welted and Blake-stitched shoes are made to be resoled, again and again. When
        the sole wears thin at the ball of the foot, or a heel block is worn down, write to us with
        a photo and your order number: we will tell you what the shoe needs and how to send it to
        our workshop. Stitching, linings and hardware on jackets can be repaired too. See also the
        care answers in our <Link to="/faq">FAQ</Link>.
      </p>
    ),
  },
];

export function CarePage() {
  return (
    <ContentPage
      eyebrow="Help"
      title="Care Guide"
      lead="Brush, rest, condition: a few minutes a month keep full-grain leather supple for decades, and it only looks better for the wear."
      sections={SECTIONS}
      help="Not sure what your pair or jacket needs? Send us a photo and we will tell you."
    />
  );
}
