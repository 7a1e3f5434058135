import { slots } from './slots';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('slots', () => {
  it('runs at most `size` at once, the others in the order they came, and frees a slot when one throws', async () => {
    const gate = slots(2);
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const runs = [0, 1, 2, 3].map((n) =>
      gate.run(async () => {
        started.push(n);
        await new Promise<void>((resolve) => finish.push(resolve));
        if (n === 1) throw new Error('refused');
        return n;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect([gate.busy, gate.waiting]).toEqual([2, 2]);
    finish[1]();
    await expect(runs[1]).rejects.toThrow('refused');
    await tick();
    expect(started).toEqual([0, 1, 2]);
    finish[0]();
    finish[2]();
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    finish[3]();
    expect(await Promise.all([runs[0], runs[2], runs[3]])).toEqual([0, 2, 3]);
    expect([gate.busy, gate.waiting]).toEqual([0, 0]);
  });

  it('refuses a size below one', () => {
    expect(() => slots(0)).toThrow();
  });
});
