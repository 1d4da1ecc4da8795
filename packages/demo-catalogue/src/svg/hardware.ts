import { Hardware } from '../image-spec';
import { linearGradient, radialGradient } from './gradient';

const METALS: Record<Hardware, [string, string, string, string]> = {
  gold: ['#fff4c8', '#e2c27a', '#a8812f', '#6e5220'],
  silver: ['#ffffff', '#d4d7db', '#8e9399', '#55595e'],
  gunmetal: ['#b9bcc0', '#6d7075', '#3c3e42', '#222326'],
};

/** Gradients for polished metal: buckles, bits, zips, snaps and buttons. */
export function metalDefs(hardware: Hardware): string {
  const [shine, light, mid] = METALS[hardware];
  return (
    linearGradient(
      'metal',
      [0, 0, 1, 1],
      [0, light],
      [0.3, shine],
      [0.55, mid],
      [0.8, light],
      [1, mid],
    ) + radialGradient('metal-dome', [0.38, 0.35, 0.7], [0, shine], [0.5, light], [1, mid])
  );
}

export function metalEdge(hardware: Hardware): string {
  return METALS[hardware][3];
}
