import { Colourway } from './model';

/** Leather colours several shoe models share. */
export const COGNAC: Colourway = {
  color: 'Cognac',
  colorCode: '#9a5b2e',
  accent: '#2a1a12',
  code: 'COG',
};
export const DARK_BROWN: Colourway = {
  color: 'Dark Brown',
  colorCode: '#4a2c1d',
  accent: '#1d1510',
  code: 'DBR',
};
export const SHOE_BLACK: Colourway = {
  color: 'Black',
  colorCode: '#1f1d1c',
  accent: '#2b2420',
  code: 'BLK',
};

/** Black leather as the jacket models use it, with a dark grey lining. */
export const JACKET_BLACK: Colourway = {
  color: 'Black',
  colorCode: '#1f1d1c',
  accent: '#3a3a3a',
  code: 'BLK',
};
