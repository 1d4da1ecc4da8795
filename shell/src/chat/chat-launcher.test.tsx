import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { displayCurrency } from '@shop/storefront-sdk';
import { ChatLauncher } from './chat-launcher';
import { CHAT_STORAGE_KEY } from './chat-history';
import { GREETING, TOPICS } from './chat-replies';
import { GREETING_DELAY_MS, QUICK_REPLY_DELAY_MS, TOPICS_DELAY_MS } from './chat-timing';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

function renderShop(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      <ChatLauncher />
    </MemoryRouter>,
  );
}

const launcher = () => screen.getByRole('button', { name: 'Chat with us' });
const panel = () => screen.queryByRole('dialog', { name: 'Chat with Leather & Last' });
const log = () => screen.getByRole('log');
const lines = () => [...log().querySelectorAll('p')].map((line) => line.textContent);
const typing = () => screen.queryByText('Leather & Last is typing');
const input = () => screen.getByRole('textbox', { name: 'Your message' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });
const wait = (ms: number) => act(async () => jest.advanceTimersByTime(ms));

/** Opens the chat and waits for its code, as the first click does. */
async function openChat() {
  fireEvent.click(launcher());
  await act(async () => undefined);
  await act(async () => undefined);
}

async function openGreetedChat() {
  await openChat();
  await wait(GREETING_DELAY_MS + TOPICS_DELAY_MS);
}

function type(text: string) {
  fireEvent.change(input(), { target: { value: text } });
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('chat assistant', () => {
  it('shows only the button until a shopper opens it', () => {
    renderShop();
    expect(launcher().getAttribute('aria-expanded')).toBe('false');
    expect(panel()).not.toBeInTheDocument();
  });

  it('is not offered in the back office', () => {
    renderShop('/admin/dashboard');
    expect(screen.queryByRole('button', { name: 'Chat with us' })).not.toBeInTheDocument();
  });

  it('greets 500 ms after the first open and lists its topics 1 s later', async () => {
    renderShop();
    await openChat();
    expect(panel()).toBeInTheDocument();
    expect(launcher().getAttribute('aria-expanded')).toBe('true');
    expect(typing()).toBeInTheDocument();

    await wait(GREETING_DELAY_MS - 1);
    expect(lines()).toEqual([]);
    await wait(1);
    expect(lines()).toEqual([`Leather & Last: ${GREETING}`]);
    expect(screen.queryByRole('group', { name: 'Quick questions' })).not.toBeInTheDocument();

    await wait(TOPICS_DELAY_MS - 1);
    expect(lines()).toHaveLength(1);
    await wait(1);
    expect(lines()).toEqual([`Leather & Last: ${GREETING}`, `Leather & Last: ${TOPICS}`]);
    expect(typing()).not.toBeInTheDocument();
    const quick = screen.getByRole('group', { name: 'Quick questions' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['View Products', 'Size Guide', 'Shipping Info', 'Care Tips']);
  });

  it('announces the conversation politely to screen readers', async () => {
    renderShop();
    await openChat();
    expect(log().getAttribute('aria-live')).toBe('polite');
  });

  it('answers a quick question after 1 s of typing', async () => {
    renderShop();
    await openGreetedChat();
    fireEvent.click(screen.getByRole('button', { name: 'Shipping Info' }));
    expect(lines()).toHaveLength(3);
    expect(lines()[2]).toBe('You: Shipping Info');
    expect(typing()).toBeInTheDocument();

    await wait(QUICK_REPLY_DELAY_MS - 1);
    expect(lines()).toHaveLength(3);
    await wait(1);
    expect(lines()[3]).toMatch(/^Leather & Last: Orders are processed in 3 to 5 business days/);
    expect(typing()).not.toBeInTheDocument();
  });

  it.each([
    ['GBP', '£37.20', '£7.44'],
    ['PKR', 'PKR\u00a014,075', 'PKR\u00a02,815'],
    ['USD', '$50.00', '$10.00'],
  ])(
    'quotes the free-delivery threshold and the fee in the currency the footer shows (%s)',
    async (currency, threshold, fee) => {
      displayCurrency.set(currency);
      renderShop();
      await openGreetedChat();
      fireEvent.click(screen.getByRole('button', { name: 'Shipping Info' }));
      await wait(QUICK_REPLY_DELAY_MS);
      expect(lines()[3]).toContain(`free on orders of ${threshold} or more`);
      expect(lines()[3]).toContain(`a flat delivery fee of ${fee},`);

      type('How much is shipping?');
      fireEvent.keyDown(input(), { key: 'Enter' });
      await wait(2000);
      expect(lines()[5]).toContain(`free on orders of ${threshold} or more`);
    },
  );

  it('types for 0.8 s at the least before answering a question', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    renderShop();
    await openGreetedChat();
    type('What is your return policy?');
    fireEvent.click(sendButton());

    await wait(799);
    expect(typing()).toBeInTheDocument();
    expect(lines()).toHaveLength(3);
    await wait(1);
    expect(lines()[3]).toContain('within 30 days of delivery');
  });

  it('types for 2 s at the most', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.9999);
    renderShop();
    await openGreetedChat();
    type('How do I care for suede?');
    fireEvent.keyDown(input(), { key: 'Enter' });

    await wait(1999);
    expect(lines()).toHaveLength(3);
    await wait(1);
    expect(lines()[3]).toMatch(/^Leather & Last: Brush off dirt/);
  });

  it('keeps Send disabled while the message is blank', async () => {
    renderShop();
    await openGreetedChat();
    expect(sendButton()).toHaveProperty('disabled', true);
    type('   ');
    expect(sendButton()).toHaveProperty('disabled', true);
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(lines()).toHaveLength(2);
    type('Hello');
    expect(sendButton()).toHaveProperty('disabled', false);
  });

  it('sends on Enter and clears the box', async () => {
    renderShop();
    await openGreetedChat();
    type('  Do you ship abroad?  ');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(lines()[2]).toBe('You: Do you ship abroad?');
    expect(input()).toHaveProperty('value', '');
  });

  it('follows a link in an answer inside the shop and keeps the conversation', async () => {
    renderShop();
    await openGreetedChat();
    type('returns?');
    fireEvent.keyDown(input(), { key: 'Enter' });
    await wait(2000);

    fireEvent.click(within(log()).getByRole('link', { name: 'Shipping & Returns' }));
    expect(screen.getByTestId('location').textContent).toBe('/shipping');
    expect(panel()).not.toBeInTheDocument();

    fireEvent.click(launcher());
    expect(lines()).toHaveLength(4);
  });

  it('moves focus into the chat on open; Escape closes it and gives focus back', async () => {
    renderShop();
    await openChat();
    expect(document.activeElement).toBe(input());

    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(panel()).not.toBeInTheDocument();
    expect(document.activeElement).toBe(launcher());
    expect(launcher().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes from its own close button', async () => {
    renderShop();
    await openChat();
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(panel()).not.toBeInTheDocument();
    expect(document.activeElement).toBe(launcher());
  });

  it('picks the conversation up again after a page load in the same session, without greeting twice', async () => {
    const first = renderShop();
    await openGreetedChat();
    type('Where are you based?');
    fireEvent.keyDown(input(), { key: 'Enter' });
    await wait(2000);
    expect(JSON.parse(sessionStorage.getItem(CHAT_STORAGE_KEY)!)).toHaveLength(4);
    first.unmount();

    renderShop('/about');
    await openChat();
    await wait(GREETING_DELAY_MS + TOPICS_DELAY_MS);
    expect(lines()).toHaveLength(4);
    expect(lines()[2]).toBe('You: Where are you based?');
    expect(typing()).not.toBeInTheDocument();
  });
});
