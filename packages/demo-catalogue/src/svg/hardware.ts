import { Hardware } from '../image-spec';

const METALS: Record<Hardware, [string, string, string, string]> = {
  gold: ['#fff4c8', '#e2c27a', '#a8812f', '#6e5220'],
  silver: ['#ffffff', '#d4d7db', '#8e9399', '#55595e'],
  gunmetal: ['#b9bcc0', '#6d7075', '#3c3e42', '#222326'],
};

/** Gradients for polished metal: buckles, bits, zips, snaps and buttons. */
export function metalDefs(hardware: Hardware): string {
  const [shine, light, mid] = METALS[hardware];
  return `
  <linearGradient id="metal" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${light}"/>
    <stop offset="0.3" stop-color="${shine}"/>
    <stop offset="0.55" stop-color="${mid}"/>
    <stop offset="0.8" stop-color="${light}"/>
    <stop offset="1" stop-color="${mid}"/>
  </linearGradient>
  <radialGradient id="metal-dome" cx="0.38" cy="0.35" r="0.7">
    <stop offset="0" stop-color="${shine}"/>
    <stop offset="0.5" stop-color="${light}"/>
    <stop offset="1" stop-color="${mid}"/>
  </radialGradient>`;
}

export function metalEdge(hardware: Hardware): string {
  return METALS[hardware][3];
}
