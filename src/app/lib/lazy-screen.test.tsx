import * as React from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyScreen } from './lazy-screen';

function Greeting({ name }: { name: string }) {
  return <h1>Welcome, {name}</h1>;
}

/** A screen module that arrives when the test says so. */
function deferredModule() {
  let arrive!: () => void;
  let fail!: (error: Error) => void;
  const load = jest.fn(
    () =>
      new Promise<{ Greeting: typeof Greeting }>((resolve, reject) => {
        arrive = () => resolve({ Greeting });
        fail = reject;
      }),
  );
  return { load, arrive: () => arrive(), fail: (error: Error) => fail(error) };
}

function Fallback() {
  return <p>Loading</p>;
}

it('shows the fallback while the code loads, then the screen', async () => {
  const module = deferredModule();
  const Screen = lazyScreen(module.load, 'Greeting');
  render(
    <React.Suspense fallback={<Fallback />}>
      <Screen name="Ama" />
    </React.Suspense>,
  );
  expect(screen.getByText('Loading')).toBeInTheDocument();
  expect(Screen.loaded).toBe(false);
  await act(async () => module.arrive());
  expect(await screen.findByRole('heading', { name: 'Welcome, Ama' })).toBeInTheDocument();
  expect(Screen.loaded).toBe(true);
  expect(module.load).toHaveBeenCalledTimes(1);
});

it('renders a screen whose code is already here in the same pass, without suspending', async () => {
  const module = deferredModule();
  const Screen = lazyScreen(module.load, 'Greeting');
  const preloading = Screen.preload();
  module.arrive();
  await preloading;
  const fallback = jest.fn(() => null);
  function CountingFallback() {
    fallback();
    return null;
  }
  render(
    <React.Suspense fallback={<CountingFallback />}>
      <Screen name="Kofi" />
    </React.Suspense>,
  );
  // No waiting: the heading is in the first commit and the fallback never rendered.
  expect(screen.getByRole('heading', { name: 'Welcome, Kofi' })).toBeInTheDocument();
  expect(fallback).not.toHaveBeenCalled();
  expect(module.load).toHaveBeenCalledTimes(1);
});

it('loads the code once however often it is asked for, and again after a failed load', async () => {
  const module = deferredModule();
  const Screen = lazyScreen(module.load, 'Greeting');
  const first = Screen.preload();
  expect(Screen.preload()).toBe(first);
  module.fail(new Error('offline'));
  await expect(first).rejects.toThrow('offline');
  expect(Screen.loaded).toBe(false);
  const second = Screen.preload();
  expect(module.load).toHaveBeenCalledTimes(2);
  module.arrive();
  await second;
  expect(Screen.loaded).toBe(true);
});
