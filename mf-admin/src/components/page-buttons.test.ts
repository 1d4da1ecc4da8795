import { pageButtonRange } from './page-buttons';

describe('pageButtonRange', () => {
  it('offers every page when there are five or fewer', () => {
    expect(pageButtonRange(1, 3)).toEqual([1, 2, 3]);
    expect(pageButtonRange(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('offers five pages around the current one, kept inside the range', () => {
    expect(pageButtonRange(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtonRange(6, 12)).toEqual([4, 5, 6, 7, 8]);
    expect(pageButtonRange(12, 12)).toEqual([8, 9, 10, 11, 12]);
  });
});
