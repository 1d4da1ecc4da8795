import { periodChange } from './period-change';

describe('periodChange', () => {
  it('gives growth and decline in whole percent against the period before', () => {
    expect(periodChange(112, 100)).toEqual({ label: '+12%', direction: 'up' });
    expect(periodChange(95, 100)).toEqual({ label: '-5%', direction: 'down' });
    expect(periodChange(3, 1)).toEqual({ label: '+200%', direction: 'up' });
    expect(periodChange(0, 4)).toEqual({ label: '-100%', direction: 'down' });
  });

  it('calls a change that rounds to nothing flat', () => {
    expect(periodChange(1001, 1000)).toEqual({ label: '0%', direction: 'flat' });
    expect(periodChange(7, 7)).toEqual({ label: '0%', direction: 'flat' });
  });

  it('calls a figure new when the period before had none, and flat when neither had any', () => {
    expect(periodChange(5, 0)).toEqual({ label: 'New', direction: 'up' });
    expect(periodChange(0, 0)).toEqual({ label: '0%', direction: 'flat' });
  });
});
