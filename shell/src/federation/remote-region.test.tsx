import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { RemoteRegion, type RemoteLoader } from './remote-region';
import { REMOTE_UNAVAILABLE_MESSAGE } from './remote-fallback';

const CartPage = () => <h1>Your Cart</h1>;
const remoteModule = (component: ComponentType) => ({ default: component });

describe('RemoteRegion', () => {
  beforeEach(() => {
    // React reports every error an error boundary catches.
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('renders the remote once its code has loaded', async () => {
    const load: RemoteLoader = () => Promise.resolve(remoteModule(CartPage));
    render(<RemoteRegion load={load} />);
    expect(await screen.findByRole('heading', { name: 'Your Cart' })).toBeInTheDocument();
  });

  it('shows the fallback when the remote cannot be loaded, and the remote once Retry succeeds', async () => {
    const load = jest
      .fn<ReturnType<RemoteLoader>, []>()
      .mockRejectedValueOnce(new Error('ERR_CONNECTION_REFUSED'))
      .mockResolvedValue(remoteModule(CartPage));
    const beforeRetry = jest.fn();
    render(
      <>
        <nav>HOME</nav>
        <RemoteRegion load={load} beforeRetry={beforeRetry} />
      </>,
    );

    expect(await screen.findByText(REMOTE_UNAVAILABLE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('HOME')).toBeInTheDocument();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });

    expect(await screen.findByRole('heading', { name: 'Your Cart' })).toBeInTheDocument();
    expect(screen.queryByText(REMOTE_UNAVAILABLE_MESSAGE)).not.toBeInTheDocument();
    expect(beforeRetry).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a remote that throws while rendering inside its region', async () => {
    let broken = true;
    const FlakyPage = () => {
      if (broken) throw new Error('Cannot read properties of undefined');
      return <h1>Orders</h1>;
    };
    const load: RemoteLoader = () => Promise.resolve(remoteModule(FlakyPage));
    render(
      <>
        <nav>HOME</nav>
        <RemoteRegion load={load} />
      </>,
    );

    expect(await screen.findByText(REMOTE_UNAVAILABLE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('HOME')).toBeInTheDocument();

    broken = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
  });

  it('retries still show the fallback while the remote stays down', async () => {
    const load: RemoteLoader = () => Promise.reject(new Error('down'));
    render(<RemoteRegion load={load} />);

    expect(await screen.findByText(REMOTE_UNAVAILABLE_MESSAGE)).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(await screen.findByText(REMOTE_UNAVAILABLE_MESSAGE)).toBeInTheDocument();
  });
});
