import * as React from 'react';
import styled from 'styled-components';
import { Button } from '@/design-system/Button/Button';
import { Container } from '@/design-system/Container/Container';
import { paths } from '@/lib/paths';

const Screen = styled.div`
  padding: ${({ theme }) => theme.space[20]} 0;
  text-align: center;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }

  pre {
    display: inline-block;
    max-width: 100%;
    margin: 0 0 ${({ theme }) => theme.space[8]};
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    overflow-x: auto;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.dangerSoft};
    color: ${({ theme }) => theme.colors.danger};
    font-family: ${({ theme }) => theme.fonts.mono};
    white-space: pre-wrap;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
`;

/** An error as a screen can describe it: an HTTP-like status, or any thrown value. */
export type ScreenError = { status?: number; statusText?: string; message?: string } | unknown;

/** The line under the heading: the status text when there is one, otherwise the message (SPEC §8). */
export function describeError(error: ScreenError): string {
  if (error && typeof error === 'object') {
    const { status, statusText, message } = error as { status?: number; statusText?: string; message?: string };
    if (statusText) return status ? `${status} ${statusText}` : statusText;
    if (message) return message;
  }
  return typeof error === 'string' && error ? error : 'Something went wrong.';
}

/** The generic error screen: 'Unexpected Application Error!' and what happened. */
export function ErrorScreen({ error }: { error: ScreenError }) {
  return (
    <Container width="narrow">
      <Screen role="alert">
        <h1>Unexpected Application Error!</h1>
        <pre>{describeError(error)}</pre>
        <Actions>
          <Button type="button" onClick={() => window.location.reload()}>
            Try Again
          </Button>
          <Button as="a" href={paths.home} variant="secondary">
            Back to the home page
          </Button>
        </Actions>
      </Screen>
    </Container>
  );
}
