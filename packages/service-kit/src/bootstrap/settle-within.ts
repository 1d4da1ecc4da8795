/**
 * Waits for `work` at most `ms` milliseconds and says whether it settled (resolved or failed) in
 * time. Never rejects: shutdown steps go on whatever the previous one did.
 */
export async function settleWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(resolve, ms, false);
  });
  try {
    return await Promise.race([work.then(settled, settled), late]);
  } finally {
    clearTimeout(timer);
  }
}

const settled = () => true;
