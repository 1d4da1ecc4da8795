import { GroupCommit, type Pending } from './group-commit';

/** A commit that holds each batch until released, recording what each held. */
function heldCommits() {
  const batches: number[][] = [];
  const releases: Array<() => void> = [];
  const commit = (batch: Array<Pending<number, string>>) => {
    batches.push(batch.map((pending) => pending.item));
    return new Promise<void>((resolve) =>
      releases.push(() => {
        batch.forEach((pending) => pending.resolve(`done ${pending.item}`));
        resolve();
      }),
    );
  };
  return { batches, releases, commit };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('GroupCommit', () => {
  it('sends a lone item at once and gathers what arrives meanwhile into the next batch', async () => {
    const held = heldCommits();
    const group = new GroupCommit<number, string>({ inFlight: 1, commit: held.commit });
    const first = group.add(1);
    await tick();
    expect(held.batches).toEqual([[1]]);
    const later = [group.add(2), group.add(3), group.add(4)];
    await tick();
    expect(held.batches).toEqual([[1]]);
    held.releases[0]();
    await expect(first).resolves.toBe('done 1');
    await tick();
    expect(held.batches).toEqual([[1], [2, 3, 4]]);
    held.releases[1]();
    await expect(Promise.all(later)).resolves.toEqual(['done 2', 'done 3', 'done 4']);
  });

  it('keeps up to inFlight batches under way, each within the item and size limits', async () => {
    const held = heldCommits();
    const group = new GroupCommit<number, string>({
      inFlight: 2,
      commit: held.commit,
      maxItems: 3,
      maxSize: 10,
      sizeOf: (item) => item,
    });
    const all = [1, 2, 3, 4, 9, 20, 1].map((item) => group.add(item));
    await tick();
    // Items added in one go share batches; a third waits for one of the two under way.
    expect(held.batches).toEqual([[1, 2, 3], [4]]);
    held.releases[0]();
    await tick();
    expect(held.batches[2]).toEqual([9]);
    held.releases[1]();
    await tick();
    // Larger than the limit: alone.
    expect(held.batches[3]).toEqual([20]);
    held.releases[2]();
    held.releases[3]();
    await tick();
    held.releases[4]();
    await Promise.all(all);
    expect(held.batches).toEqual([[1, 2, 3], [4], [9], [20], [1]]);
    await group.idle();
  });

  it('fails the items a rejected commit left unsettled, and goes on with the next batch', async () => {
    let calls = 0;
    const group = new GroupCommit<number, number>({
      inFlight: 1,
      commit: async (batch) => {
        calls += 1;
        if (calls === 1) {
          batch[0].resolve(batch[0].item);
          throw new Error('refused');
        }
        batch.forEach((pending) => pending.resolve(pending.item * 10));
      },
    });
    const first = [group.add(1), group.add(2)];
    await expect(first[0]).resolves.toBe(1);
    await expect(first[1]).rejects.toThrow('refused');
    await expect(group.add(3)).resolves.toBe(30);
  });

  it('fails the batch of a commit that throws at once, and stays usable', async () => {
    let calls = 0;
    const group = new GroupCommit<number, number>({
      inFlight: 1,
      commit: (batch) => {
        calls += 1;
        if (calls === 1) throw new Error('at once');
        batch.forEach((pending) => pending.resolve(pending.item));
        return Promise.resolve();
      },
    });
    await expect(group.add(1)).rejects.toThrow('at once');
    await expect(group.add(2)).resolves.toBe(2);
    await group.idle();
  });

  it('tells when everything added is settled', async () => {
    const held = heldCommits();
    const group = new GroupCommit<number, string>({ inFlight: 1, commit: held.commit });
    void group.add(1);
    await tick();
    void group.add(2);
    let idle = false;
    void group.idle().then(() => (idle = true));
    await tick();
    held.releases[0]();
    await tick();
    expect(idle).toBe(false);
    held.releases[1]();
    await tick();
    expect(idle).toBe(true);
  });
});
