import * as React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { paths } from '@/lib/paths';
import { Logo } from '@/site/layout/logo';
import { SIGNED_IN_ATTRIBUTE } from './auth-head';

export interface AuthCardProps {
  title: string;
  /** A line under the title. */
  intro?: React.ReactNode;
  children: React.ReactNode;
  /** Links under the card ('Back to log in', 'Sign Up'). */
  footer?: React.ReactNode;
  /** The login door: hidden from a visitor already signed in, who is sent on. */
  door?: boolean;
}

/** The frame of the signed-out screens: logo (home link), a titled card, links below. */
export function AuthCard({ title, intro, children, footer, door = false }: AuthCardProps) {
  return (
    <Page data-sign-in-door={door || undefined}>
      <Inner>
        <HomeLink to={paths.home} aria-label="Adom Laundry & Dry Cleaning, home">
          <Logo />
        </HomeLink>
        <Card aria-labelledby="auth-title">
          <Title id="auth-title">{title}</Title>
          {intro && <Intro>{intro}</Intro>}
          <noscript>
            <p>Your browser has JavaScript turned off. Turn it on to log in, sign up or reset your password.</p>
          </noscript>
          {children}
        </Card>
        {footer && <Footer>{footer}</Footer>}
      </Inner>
    </Page>
  );
}

/** A link row under an auth card. */
export const AuthLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
`;

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  html[${SIGNED_IN_ATTRIBUTE}] &[data-sign-in-door] {
    visibility: hidden;
  }
`;

const Inner = styled.div`
  width: 100%;
  max-width: 28rem;
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-content: start;
`;

const HomeLink = styled(Link)`
  justify-self: center;
  text-decoration: none;
  min-height: 44px;
  display: inline-flex;
  align-items: center;
`;

const Card = styled.section`
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Footer = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;
