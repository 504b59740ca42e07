import { describe, expect, it } from 'vitest';
import { UNREAD_EVERY_MS, watchChatUnread } from './chat-unread';

/** A tab whose visibility, timer and server answers the test drives by hand. */
function fakeTab(answers: (number | Error)[]) {
  let visible = true;
  const visibleListeners = new Set<() => void>();
  const ticks = new Set<() => void>();
  const pending: (() => void)[] = [];
  let asked = 0;
  const reported: number[] = [];
  const stop = watchChatUnread(
    {
      ask: () => {
        asked += 1;
        const answer = answers.shift() ?? 0;
        return new Promise<number>((resolve, reject) => {
          pending.push(() => (answer instanceof Error ? reject(answer) : resolve(answer)));
        });
      },
      visible: () => visible,
      onVisible: (listener) => {
        visibleListeners.add(listener);
        return () => visibleListeners.delete(listener);
      },
      every: (ms, tick) => {
        expect(ms).toBe(UNREAD_EVERY_MS);
        ticks.add(tick);
        return () => ticks.delete(tick);
      },
    },
    (unread) => reported.push(unread),
  );
  return {
    stop,
    reported,
    asked: () => asked,
    listening: () => visibleListeners.size + ticks.size,
    /** The server answers every call waiting. */
    answer: async () => {
      for (const settle of pending.splice(0)) settle();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    minute: () => {
      for (const tick of ticks) tick();
    },
    show: (shown: boolean) => {
      visible = shown;
      for (const listener of visibleListeners) listener();
    },
  };
}

describe('the chat badge before the panel opens', () => {
  it('when the page starts, then it asks once and the badge gets the answer; each minute asks again', async () => {
    const tab = fakeTab([2, 3]);
    expect(tab.asked()).toBe(1);
    await tab.answer();
    expect(tab.reported).toEqual([2]);
    tab.minute();
    await tab.answer();
    expect(tab.reported).toEqual([2, 3]);
  });

  it('when the tab is hidden, then the minute passes unasked, and coming back into view asks at once', async () => {
    const tab = fakeTab([1, 4]);
    await tab.answer();
    tab.show(false);
    tab.minute();
    expect(tab.asked()).toBe(1);
    tab.show(true);
    expect(tab.asked()).toBe(2);
    await tab.answer();
    expect(tab.reported).toEqual([1, 4]);
  });

  it('when a question is still out, then a tick does not send another one', async () => {
    const tab = fakeTab([1]);
    tab.minute();
    tab.show(true);
    expect(tab.asked()).toBe(1);
    await tab.answer();
    tab.minute();
    expect(tab.asked()).toBe(2);
  });

  it('when the panel starts while an answer is on its way, then that answer is dropped and nothing asks again', async () => {
    const tab = fakeTab([5]);
    tab.stop();
    await tab.answer();
    expect(tab.reported).toEqual([]);
    expect(tab.listening()).toBe(0);
  });

  it('when a question fails, then the badge keeps its count and the next minute asks again', async () => {
    const tab = fakeTab([new Error('offline'), 2]);
    await tab.answer();
    expect(tab.reported).toEqual([]);
    tab.minute();
    await tab.answer();
    expect(tab.reported).toEqual([2]);
  });
});
