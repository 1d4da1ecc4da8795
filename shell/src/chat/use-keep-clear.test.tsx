import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useKeepClear } from './use-keep-clear';

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** A 56 px button 16 px from the bottom right of a 390×844 window, as the shop draws it. */
const CHAT_HOME: Box = { top: 772, bottom: 828, left: 318, right: 374 };
const GAP_PX = 8;

function Page() {
  const chatRef = useRef<HTMLDivElement>(null);
  useKeepClear(chatRef, '/product/p-oxford');
  return (
    <>
      <div data-testid="marked" data-chat-clear />
      <div data-testid="chat" ref={chatRef} />
    </>
  );
}

/** Has the element report `box` as its place in the window (jsdom lays nothing out). */
function place(element: HTMLElement, box: () => Box) {
  element.getBoundingClientRect = () => {
    const { top, bottom, left, right } = box();
    return DOMRect.fromRect({ x: left, y: top, width: right - left, height: bottom - top });
  };
}

const lift = () => screen.getByTestId('chat').style.getPropertyValue('--chat-lift');
const nextFrame = () => act(async () => jest.advanceTimersByTime(20));
const scroll = async () => {
  window.dispatchEvent(new Event('scroll'));
  await nextFrame();
};

let marked: Box;
let written: string[];

function renderPage() {
  render(<Page />);
  const chat = screen.getByTestId('chat');
  // Lifting moves the button up by the lift, as `bottom: calc(… + var(--chat-lift))` does.
  place(chat, () => {
    const up = parseFloat(chat.style.getPropertyValue('--chat-lift')) || 0;
    return { ...CHAT_HOME, top: CHAT_HOME.top - up, bottom: CHAT_HOME.bottom - up };
  });
  const setProperty = chat.style.setProperty.bind(chat.style);
  jest.spyOn(chat.style, 'setProperty').mockImplementation((name, value, priority) => {
    written.push(String(value));
    setProperty(name, value, priority);
  });
  const element = screen.getByTestId('marked');
  place(element, () => (element.hidden ? { top: 0, bottom: 0, left: 0, right: 0 } : marked));
  return element;
}

beforeEach(() => {
  jest.useFakeTimers();
  written = [];
  marked = { top: 790, bottom: 842, left: 16, right: 374 };
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the chat button keeping clear of marked content', () => {
  it('steps above a marked element under it and stays there, never dropping back between frames', async () => {
    renderPage();
    await nextFrame();
    expect(lift()).toBe(`${CHAT_HOME.bottom - marked.top + GAP_PX}px`);

    marked = { ...marked, top: 780, bottom: 832 };
    await scroll();
    await scroll();
    expect(lift()).toBe(`${CHAT_HOME.bottom - 780 + GAP_PX}px`);
    expect(written).toEqual(['46px', '56px']);
  });

  it('comes back down once the element has scrolled past', async () => {
    renderPage();
    await nextFrame();
    marked = { top: 300, bottom: 352, left: 16, right: 374 };
    await scroll();
    expect(lift()).toBe('0px');
  });

  it('steps above a marked bar as soon as it shows, without waiting for a scroll', async () => {
    const bar = renderPage();
    bar.hidden = true;
    await nextFrame();
    expect(parseFloat(lift()) || 0).toBe(0);

    bar.hidden = false;
    await act(async () => undefined);
    await nextFrame();
    expect(lift()).toBe('46px');
  });
});
