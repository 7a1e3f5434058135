import { whenIdleAfterPaint } from './when-idle';

describe('whenIdleAfterPaint', () => {
  let frames: FrameRequestCallback[];
  let idle: Array<() => void>;
  beforeEach(() => {
    frames = [];
    idle = [];
    window.requestAnimationFrame = ((callback: FrameRequestCallback) => frames.push(callback)) as typeof window.requestAnimationFrame;
    window.cancelAnimationFrame = ((handle: number) => {
      frames[handle - 1] = () => undefined;
    }) as typeof window.cancelAnimationFrame;
    window.requestIdleCallback = ((task: () => void) => idle.push(task)) as typeof window.requestIdleCallback;
    window.cancelIdleCallback = ((handle: number) => {
      idle[handle - 1] = () => undefined;
    }) as typeof window.cancelIdleCallback;
  });
  const drawFrame = () => frames.splice(0).forEach((callback) => callback(0));
  const beIdle = () => idle.splice(0).forEach((task) => task());

  it('waits for the next frame, then for an idle moment', () => {
    const task = jest.fn();
    whenIdleAfterPaint(task);
    beIdle(); // an idle moment before the frame is drawn does not count
    expect(task).not.toHaveBeenCalled();
    drawFrame();
    expect(task).not.toHaveBeenCalled();
    beIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled, before the frame or after it', () => {
    const early = jest.fn();
    whenIdleAfterPaint(early)();
    drawFrame();
    beIdle();
    const late = jest.fn();
    const cancel = whenIdleAfterPaint(late);
    drawFrame();
    cancel();
    beIdle();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
